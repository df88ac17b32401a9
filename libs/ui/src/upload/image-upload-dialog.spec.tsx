import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES, UPLOAD_TEXT } from '@comarketing/contracts';
import { clearToasts, getToasts } from '../toast/toast-store';
import { ImageUploadDialog, type UploadImageFn } from './image-upload-dialog';

function png(name = 'logo.png', bytes = 524_288): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

const contract = { texts: UPLOAD_TEXT, acceptedTypes: UPLOAD_ACCEPTED_TYPES, maxBytes: UPLOAD_MAX_BYTES, description: 'JPEG, PNG or GIF, up to 10MB.' };

function Harness({ upload, onUploaded = () => undefined, closeDelayMs = 50 }: { upload: UploadImageFn; onUploaded?: (path: string) => void; closeDelayMs?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="open">{String(open)}</p>
      <ImageUploadDialog open={open} onOpenChange={setOpen} upload={upload} onUploaded={onUploaded} closeDelayMs={closeDelayMs} {...contract} />
    </>
  );
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText(/Choose an image/), { target: { files: [file] } });
const titles = () => getToasts().map((t) => `${t.title}: ${t.description ?? ''}`);

/** An upload whose steps the test releases one at a time. */
function steppedUpload() {
  const steps: (() => void)[] = [];
  const next = () => new Promise<void>((resolve) => steps.push(resolve));
  const upload: UploadImageFn = async (_file, onProgress) => {
    await next();
    onProgress(25);
    await next();
    onProgress(75);
    await next();
    return '/objects/uploads/0b7c6a36-5f5e-4b43-9d6c-1f0c1b2c3d4e';
  };
  const release = async () => {
    await waitFor(() => expect(steps.length).toBeGreaterThan(0));
    await act(async () => steps.shift()!());
  };
  return { upload, release };
}

describe('ImageUploadDialog', () => {
  beforeEach(() => clearToasts());

  it('is titled, and shows the chosen file by name and size in MB, which can be removed', () => {
    render(<Harness upload={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Upload Profile Image' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    choose(png('shop-front.png', 524_288));
    expect(screen.getByText('shop-front.png')).toBeTruthy();
    expect(screen.getByText('0.50 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove shop-front.png' }));
    expect(screen.queryByText('shop-front.png')).toBeNull();
    expect(screen.getByLabelText(/Choose an image/)).toBeTruthy();
  });

  it('refuses a file that is not a JPEG, PNG or GIF', () => {
    render(<Harness upload={jest.fn()} />);
    choose(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(titles()).toEqual([`${UPLOAD_TEXT.invalidTypeTitle}: ${UPLOAD_TEXT.invalidType}`]);
    expect(screen.queryByText('menu.pdf')).toBeNull();
  });

  it('refuses a file over 10MB', () => {
    render(<Harness upload={jest.fn()} />);
    const big = png('huge.png', 8);
    Object.defineProperty(big, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    choose(big);
    expect(titles()).toEqual([`${UPLOAD_TEXT.tooLargeTitle}: ${UPLOAD_TEXT.tooLarge}`]);
    expect(screen.queryByText('huge.png')).toBeNull();
  });

  it('shows progress 0, 25, 75 and 100, then "Upload complete!", hands over the path and closes', async () => {
    const { upload, release } = steppedUpload();
    const onUploaded = jest.fn();
    // Long enough that a busy machine still sees 100% before the dialog closes.
    render(<Harness upload={upload} onUploaded={onUploaded} closeDelayMs={500} />);
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const bar = () => screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow');
    expect(bar()).toBe('0');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    await release();
    expect(bar()).toBe('25');
    await release();
    expect(bar()).toBe('75');
    await release();
    expect(bar()).toBe('100');
    expect(screen.getByText(UPLOAD_TEXT.complete)).toBeTruthy();
    expect(onUploaded).toHaveBeenCalledWith('/objects/uploads/0b7c6a36-5f5e-4b43-9d6c-1f0c1b2c3d4e');
    expect(titles()).toEqual([`${UPLOAD_TEXT.successTitle}: ${UPLOAD_TEXT.successDescription}`]);

    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('false'), { timeout: 5000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why an upload failed and lets the user try again', async () => {
    const upload = jest.fn<Promise<string>, Parameters<UploadImageFn>>().mockRejectedValueOnce(new Error(UPLOAD_TEXT.getUrlFailed));
    render(<Harness upload={upload} />);
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(titles()).toEqual([`${UPLOAD_TEXT.failedTitle}: ${UPLOAD_TEXT.getUrlFailed}`]));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('logo.png')).toBeTruthy();
  });

  it('falls back to the default failure text when the error says nothing', async () => {
    render(<Harness upload={() => Promise.reject(new Error(''))} />);
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(titles()).toEqual([`${UPLOAD_TEXT.failedTitle}: ${UPLOAD_TEXT.failed}`]));
  });

  it('starts afresh when opened again after Cancel', () => {
    function Reopen() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open again</button>
          <ImageUploadDialog open={open} onOpenChange={setOpen} upload={jest.fn()} onUploaded={jest.fn()} {...contract} />
        </>
      );
    }
    render(<Reopen />);
    choose(png('first.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    expect(screen.queryByText('first.png')).toBeNull();
  });
});
