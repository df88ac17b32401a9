import { type ComponentProps } from 'react';
import { AlertCircle, Info } from 'lucide-react';
import { cx } from '../lib/class-names';

export interface AlertProps extends ComponentProps<'div'> {
  variant?: 'default' | 'destructive';
}

/** An inline message that is announced when it appears (role="alert"). */
export function Alert({ variant = 'default', className, children, ...props }: AlertProps) {
  const Icon = variant === 'destructive' ? AlertCircle : Info;
  return (
    <div role="alert" className={cx('cm-alert', variant === 'destructive' && 'cm-alert--destructive', className)} {...props}>
      <Icon aria-hidden="true" />
      {children}
    </div>
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx('cm-alert__title', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx('cm-alert__description', className)} {...props} />;
}
