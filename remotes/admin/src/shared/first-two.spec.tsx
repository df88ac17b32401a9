import { render, screen } from '@testing-library/react';
import { FirstTwo } from './first-two';

describe('FirstTwo', () => {
  it("shows two values and '+N' for the rest, which screen readers hear in full", () => {
    render(<FirstTwo values={['a', 'b', 'c', 'd']} label={(v) => v.toUpperCase()} />);
    expect(screen.getByText('A')).toBeTruthy();
    expect(screen.getByText('B')).toBeTruthy();
    expect(screen.queryByText('C')).toBeNull();
    expect(screen.getByText('+2').textContent).toBe('+2 more: C, D');
  });

  it('shows no badge for no values', () => {
    const { container } = render(<FirstTwo values={[]} label={(v) => v} />);
    expect(container.textContent).toBe('-');
  });
});
