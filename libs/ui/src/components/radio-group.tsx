import { useId, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { type ChoiceOption } from './checkbox-group';

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
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset role="radiogroup" className={cx('cm-choice-group', className)} aria-describedby={describedBy}>
      <legend className="cm-choice-group__legend">{legend}</legend>
      {description ? (
        <p id={`${id}-description`} className="cm-field__description">
          {description}
        </p>
      ) : null}
      <div className="cm-choice-group__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="cm-radio-option">
              <input
                id={optionId}
                type="radio"
                className="cm-radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={optionId} className="cm-radio-option__label">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="cm-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
