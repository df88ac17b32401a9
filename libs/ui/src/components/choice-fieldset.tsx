import { type ReactNode } from 'react';
import { cx } from '../lib/class-names';

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
}

interface ChoiceFieldsetProps {
  /** From useId(): names the description and error for aria-describedby. */
  id: string;
  legend: ReactNode;
  description?: ReactNode;
  error?: string;
  className?: string;
  role?: 'radiogroup';
  children: ReactNode;
}

/** The fieldset around a group of choices: legend, description, the options, and the error. */
export function ChoiceFieldset({ id, legend, description, error, className, role, children }: ChoiceFieldsetProps) {
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset role={role} className={cx('cm-choice-group', className)} aria-describedby={describedBy}>
      <legend className="cm-choice-group__legend">{legend}</legend>
      {description ? (
        <p id={`${id}-description`} className="cm-field__description">
          {description}
        </p>
      ) : null}
      <div className="cm-choice-group__options">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="cm-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
