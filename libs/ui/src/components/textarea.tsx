import { type ComponentProps } from 'react';
import { cx } from '../lib/class-names';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cx('cm-input', 'cm-textarea', className)} {...props} />;
}
