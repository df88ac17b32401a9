import { useId, type ReactNode } from 'react';
import { Checkbox } from './checkbox';
import { type ChoiceOption, ChoiceFieldset } from './choice-fieldset';
import { CheckboxField } from './form-field';

export interface CheckboxGroupProps<V extends string> {
  /** The group's name, read before each option by screen readers. */
  legend: ReactNode;
  description?: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  error?: string;
  className?: string;
}

/** Several checkboxes in a fieldset; the chosen values keep the options' order. */
export function CheckboxGroup<V extends string>({ legend, description, options, value, onChange, error, className }: CheckboxGroupProps<V>) {
  const id = useId();
  const toggle = (option: V, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((o) => o.value).filter((v) => chosen.has(v)));
  };
  return (
    <ChoiceFieldset id={id} legend={legend} description={description} error={error} className={className}>
      {options.map((option) => (
        <CheckboxField key={option.value} label={option.label}>
          {(field) => <Checkbox {...field} checked={value.includes(option.value)} onCheckedChange={(checked) => toggle(option.value, checked === true)} />}
        </CheckboxField>
      ))}
    </ChoiceFieldset>
  );
}
