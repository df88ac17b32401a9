import { type ComponentProps } from 'react';
import * as LabelPrimitive from '@radix-ui/react-label';
import { cx } from '../lib/class-names';

export type LabelProps = ComponentProps<typeof LabelPrimitive.Root>;

export function Label({ className, ...props }: LabelProps) {
  return <LabelPrimitive.Root className={cx('cm-label', className)} {...props} />;
}
