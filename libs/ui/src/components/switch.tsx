import { type ComponentProps } from 'react';
import { cx } from '../lib/class-names';

export interface SwitchProps extends Omit<ComponentProps<'button'>, 'onChange' | 'value' | 'type' | 'role'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * An on/off switch: a button with role="switch" and aria-checked, so it can be named by a
 * `<label for>` (CheckboxField) and toggled with Space or Enter.
 */
export function Switch({ checked, onCheckedChange, className, disabled, onClick, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      disabled={disabled}
      className={cx('cm-switch', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
      {...props}
    >
      <span className="cm-switch__thumb" aria-hidden="true" />
    </button>
  );
}
