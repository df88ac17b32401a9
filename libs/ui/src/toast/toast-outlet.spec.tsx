import { act, render, screen } from '@testing-library/react';
import { ToastOutlet } from './toast-outlet';
import { clearToasts, toast } from './toast-store';

describe('ToastOutlet', () => {
  beforeEach(() => clearToasts());

  it('renders nothing, and loads no toast code, until the first toast', () => {
    const { container } = render(<ToastOutlet />);
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('.cm-toast-viewport')).toBeNull();
  });

  it('shows the first toast once the toast list has loaded, and keeps the list mounted after it closes', async () => {
    render(<ToastOutlet />);
    act(() => {
      toast({ title: 'Message copied' });
    });
    expect((await screen.findAllByText('Message copied')).length).toBeGreaterThan(0);
    act(() => clearToasts());
    expect(document.querySelector('.cm-toast-viewport')).not.toBeNull();
  });
});
