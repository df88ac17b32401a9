import { useId, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { Label } from './label';

/** What a field hands its control so label, description and error are wired for assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The validation message; when present the control is marked invalid and points at it. */
  error?: string;
  description?: ReactNode;
  required?: boolean;
  /** A fixed id for the control; generated when left out. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { controlId, descriptionId: `${controlId}-description`, errorId: `${controlId}-error` };
}

function controlProps(ids: ReturnType<typeof useFieldIds>, error?: string, description?: ReactNode, required?: boolean): FieldControlProps {
  const describedBy = [description ? ids.descriptionId : null, error ? ids.errorId : null].filter(Boolean).join(' ');
  return {
    id: ids.controlId,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
}

/** Label above, control, optional description, and the error text below. */
export function FormField({ label, error, description, required, id, className, children }: FormFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx('cm-field', className)}>
      <Label htmlFor={ids.controlId} className={required ? 'cm-label--required' : undefined}>
        {label}
      </Label>
      {children(controlProps(ids, error, description, required))}
      {description ? (
        <p id={ids.descriptionId} className="cm-field__description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="cm-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox (or switch) with its label beside it and the error text under the label. */
export function CheckboxField({ label, error, description, required, id, className, children }: FormFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx('cm-checkbox-field', className)}>
      {children(controlProps(ids, error, description, required))}
      <Label htmlFor={ids.controlId}>{label}</Label>
      {description ? (
        <p id={ids.descriptionId} className="cm-field__description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="cm-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
