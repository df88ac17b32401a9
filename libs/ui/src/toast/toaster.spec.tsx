import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import { clearToasts, toast } from './toast-store';

describe('Toaster', () => {
  beforeEach(() => clearToasts());

  it('shows a raised toast with its title, description and a dismiss button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Welcome back!', description: "You've successfully signed in to your account." });
    });
    expect(screen.getAllByText('Welcome back!').length).toBeGreaterThan(0);
    expect(screen.getAllByText("You've successfully signed in to your account.").length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeTruthy();
  });

  it('shows no more than three toasts at once', () => {
    render(<Toaster />);
    act(() => {
      ['t1', 't2', 't3', 't4', 't5'].forEach((title) => toast({ title }));
    });
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
    expect(screen.queryAllByText('t1')).toHaveLength(0);
  });

  it('closes a toast from its dismiss button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
  });
});
