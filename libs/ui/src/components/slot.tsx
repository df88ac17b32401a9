import { Children, cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { cx } from '../lib/class-names';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };

/**
 * Renders its only child with the slot's props merged in, so a `Button asChild` can style a router
 * `Link` without this library depending on the router. Class names are joined; the child's own
 * handlers win over the slot's.
 */
export function Slot({ children, className, ...props }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement(child)) return null;
  const element = child as ReactElement<HTMLAttributes<HTMLElement>>;
  return cloneElement(element, {
    ...props,
    ...element.props,
    className: cx(className, element.props.className),
  });
}
