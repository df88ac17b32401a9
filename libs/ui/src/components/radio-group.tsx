import { useId, type ReactNode } from 'react';
import { type ChoiceOption, ChoiceFieldset } from './choice-fieldset';

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  description?: ReactNode;
  /** The radio buttons' shared name. */
  name: string;
  options: readonly ChoiceOption<V>[];
  /** The chosen value, or '' for none. */
  value: V | '';
  onChange: (value: V) => void;
  error?: string;
  className?: string;
}

/** Native radio buttons in a fieldset: arrow keys move the choice, as the platform does it. */
export function RadioGroup<V extends string>({ legend, description, name, options, value, onChange, error, className }: RadioGroupProps<V>) {
  const id = useId();
  return (
    <ChoiceFieldset id={id} role="radiogroup" legend={legend} description={description} error={error} className={className}>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="cm-radio-option">
            <input id={optionId} type="radio" className="cm-radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <label htmlFor={optionId} className="cm-radio-option__label">
              {option.label}
            </label>
          </div>
        );
      })}
    </ChoiceFieldset>
  );
}
