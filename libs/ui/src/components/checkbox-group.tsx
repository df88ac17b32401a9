import { useId, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { Checkbox } from './checkbox';
import { CheckboxField } from './form-field';

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
}

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
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const toggle = (option: V, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((o) => o.value).filter((v) => chosen.has(v)));
  };
  return (
    <fieldset className={cx('cm-choice-group', className)} aria-describedby={describedBy}>
      <legend className="cm-choice-group__legend">{legend}</legend>
      {description ? (
        <p id={`${id}-description`} className="cm-field__description">
          {description}
        </p>
      ) : null}
      <div className="cm-choice-group__options">
        {options.map((option) => (
          <CheckboxField key={option.value} label={option.label}>
            {(field) => <Checkbox {...field} checked={value.includes(option.value)} onCheckedChange={(checked) => toggle(option.value, checked === true)} />}
          </CheckboxField>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="cm-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
