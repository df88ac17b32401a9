import { fireEvent, render } from '@testing-library/react';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it('takes up to two initials', () => {
    expect(initialsOf('Jane Doe')).toBe('JD');
    expect(initialsOf('  cher ')).toBe('C');
    expect(initialsOf('Mary Ann Smith')).toBe('MA');
    expect(initialsOf('')).toBe('?');
  });

  it('shows the photo, and the initials when it fails to load', () => {
    const { container } = render(<Avatar name="Jane Doe" src="/objects/uploads/abc" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/objects/uploads/abc');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('JD');
  });
});
