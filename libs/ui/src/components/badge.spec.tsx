import { render, screen } from '@testing-library/react';
import { CountBadge, countLabel } from './badge';

describe('CountBadge', () => {
  it('names the count for assistive tech, singular and plural', () => {
    expect(countLabel(1, ['unread notification', 'unread notifications'])).toBe('1 unread notification');
    render(<CountBadge count={3} noun={['unread message', 'unread messages']} />);
    expect(screen.getByRole('img', { name: '3 unread messages' }).textContent).toBe('3');
  });

  it('shows nothing at zero and caps the display at 99+', () => {
    const { container, rerender } = render(<CountBadge count={0} noun={['x', 'xs']} />);
    expect(container.textContent).toBe('');
    rerender(<CountBadge count={120} noun={['unread item', 'unread items']} />);
    expect(screen.getByRole('img', { name: '120 unread items' }).textContent).toBe('99+');
  });
});
