import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog, DialogContent, DialogTitle } from './dialog';

/** A dialog opened the way the app's are: an ordinary button and a controlled `open`, no Radix Trigger. */
function Harness({ keepOpener = true, onCloseAutoFocus }: { keepOpener?: boolean; onCloseAutoFocus?: (event: Event) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Elsewhere</button>
      {keepOpener || !open ? (
        <button type="button" onClick={() => setOpen(true)}>
          Change Photo
        </button>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>Change Profile Photo</DialogTitle>
          <input aria-label="Caption" />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Focuses the opener and clicks it, as a keyboard or pointer user does, and waits for the dialog. */
async function openFrom(name: string): Promise<HTMLElement> {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('dialog', { name: 'Change Profile Photo' });
  await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
  return opener;
}

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('DialogContent focus', () => {
  it('returns focus to the button that opened it when Escape closes it', async () => {
    render(<Harness />);
    const opener = await openFrom('Change Photo');
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('returns focus to the button that opened it when the close button closes it', async () => {
    render(<Harness />);
    const opener = await openFrom('Change Photo');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("keeps a caller's own choice when its onCloseAutoFocus prevents the default", async () => {
    const onCloseAutoFocus = (event: Event) => {
      event.preventDefault();
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
    };
    render(<Harness onCloseAutoFocus={onCloseAutoFocus} />);
    await openFrom('Change Photo');
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' })));
  });

  it('closes quietly when the opener has left the page', async () => {
    render(<Harness keepOpener={false} />);
    await openFrom('Change Photo');
    expect(screen.queryByRole('button', { name: 'Change Photo' })).toBeNull();
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing to return to: the page is usable, and nothing was thrown.
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeTruthy();
  });
});
