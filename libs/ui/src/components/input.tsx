import { type ComponentProps } from 'react';
import { cx } from '../lib/class-names';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cx('cm-input', className)} {...props} />;
}
