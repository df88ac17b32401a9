import { type ComponentProps } from 'react';
import { cx } from '../lib/class-names';
import { Slot } from './slot';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class list of a button, for elements that cannot be a `Button` themselves. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleOptions = {}): string {
  return cx('cm-button', `cm-button--${variant}`, size !== 'md' && `cm-button--${size}`, fullWidth && 'cm-button--full');
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyleOptions {
  /** Style the only child (a link, usually) as a button instead of rendering a `<button>`. */
  asChild?: boolean;
}

export function Button({ variant, size, fullWidth, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = cx(buttonClassName({ variant, size, fullWidth }), className);
  if (asChild) return <Slot className={classes} {...(props as ComponentProps<typeof Slot>)} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
