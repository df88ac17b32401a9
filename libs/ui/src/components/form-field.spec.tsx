import { render, screen } from '@testing-library/react';
import { CheckboxField, FormField } from './form-field';
import { Input } from './input';
import { Checkbox } from './checkbox';

describe('FormField', () => {
  it('labels the control and leaves it valid without an error', () => {
    render(<FormField label="Business email">{(p) => <Input {...p} />}</FormField>);
    const input = screen.getByLabelText('Business email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('marks the control invalid and points it at the error text', () => {
    render(
      <FormField label="Business email" error="Invalid email format">
        {(p) => <Input {...p} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Business email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Invalid email format');
  });

  it('describes the control by its description and its error together', () => {
    render(
      <FormField label="Password" description="At least 8 characters" error="Password must be at least 8 characters" id="pw">
        {(p) => <Input {...p} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.id).toBe('pw');
    expect(input.getAttribute('aria-describedby')).toBe('pw-description pw-error');
  });

  it('wires a checkbox to its label and error', () => {
    render(
      <CheckboxField label="I agree" error="You must agree to the terms and conditions">
        {(p) => <Checkbox {...p} />}
      </CheckboxField>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('You must agree to the terms and conditions');
  });
});
