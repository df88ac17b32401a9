import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ busy = false, onConfirm = () => undefined }: { busy?: boolean; onConfirm?: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Delete post
      </button>
      <ConfirmDialog open={asking} title="Delete this post?" confirmLabel="Delete post" busyLabel="Deleting..." busy={busy} onConfirm={onConfirm} onCancel={() => setAsking(false)}>
        <p>It goes for good, with its comments.</p>
      </ConfirmDialog>
    </>
  );
}

async function ask() {
  const asker = screen.getByRole('button', { name: 'Delete post' });
  asker.focus();
  fireEvent.click(asker);
  return { asker, dialog: await screen.findByRole('alertdialog', { name: 'Delete this post?' }) };
}

describe('ConfirmDialog', () => {
  it('asks with the consequence as its description, Cancel first and focused', async () => {
    render(<Harness />);
    const { dialog } = await ask();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('It goes for good, with its comments.');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Delete post']);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
  });

  it('does nothing on Cancel or Escape, and gives focus back to the button that asked', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    let { asker, dialog } = await ask();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(asker));

    ({ asker, dialog } = await ask());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(asker));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the button that says what it does', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const { dialog } = await ask();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' })));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open while the action runs, its buttons disabled', async () => {
    render(<Harness busy />);
    const { dialog } = await ask();
    expect((within(dialog).getByRole('button', { name: 'Deleting...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
