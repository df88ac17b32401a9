import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CheckboxGroup } from './checkbox-group';
import { RadioGroup } from './radio-group';

const OPTIONS = [
  { value: 'flyers', label: 'Flyers' },
  { value: 'radio', label: 'Radio' },
  { value: 'events', label: 'Events' },
] as const;
type Value = (typeof OPTIONS)[number]['value'];

describe('CheckboxGroup', () => {
  it('keeps the chosen values in the options order, inside a named group', () => {
    const seen: Value[][] = [];
    function Harness() {
      const [value, setValue] = useState<Value[]>([]);
      return (
        <CheckboxGroup
          legend="1. Preferred channels"
          options={OPTIONS}
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Harness />);
    const group = screen.getByRole('group', { name: '1. Preferred channels' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Events' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Flyers' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Events' }));
    expect(seen).toEqual([['events'], ['flyers', 'events'], ['flyers']]);
  });
});

describe('RadioGroup', () => {
  it('chooses one value', () => {
    function Harness() {
      const [value, setValue] = useState<Value | ''>('');
      return <RadioGroup legend="3. Customer type" name="customerType" options={OPTIONS} value={value} onChange={setValue} />;
    }
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: '3. Customer type' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Radio' }));
    expect((within(group).getByRole('radio', { name: 'Radio' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Flyers' }));
    expect((within(group).getByRole('radio', { name: 'Radio' }) as HTMLInputElement).checked).toBe(false);
  });
});
