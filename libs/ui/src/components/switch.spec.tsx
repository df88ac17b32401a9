import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { CheckboxField } from './form-field';
import { Switch } from './switch';

function Harness() {
  const [on, setOn] = useState(false);
  return <CheckboxField label="SMS Notifications">{(field) => <Switch {...field} checked={on} onCheckedChange={setOn} />}</CheckboxField>;
}

describe('Switch', () => {
  it('is a switch named by its label that toggles aria-checked', () => {
    render(<Harness />);
    const control = screen.getByRole('switch', { name: 'SMS Notifications' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('SMS Notifications'));
    expect(control.getAttribute('aria-checked')).toBe('false');
  });
});
