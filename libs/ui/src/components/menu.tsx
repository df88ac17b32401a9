import { type ComponentProps } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cx } from '../lib/class-names';

/** A dropdown menu (Radix): keyboard navigation, typeahead and focus return come with it. */
export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

export interface MenuContentProps extends ComponentProps<typeof DropdownMenu.Content> {
  /**
   * Render into a portal at the end of <body> (default), or in place: in place keeps the menu
   * inside its landmark (a header's navigation), which screen-reader users navigate by.
   */
  portalled?: boolean;
}

export function MenuContent({ className, sideOffset = 8, align = 'end', portalled = true, ...props }: MenuContentProps) {
  const content = <DropdownMenu.Content className={cx('cm-menu', className)} sideOffset={sideOffset} align={align} {...props} />;
  return portalled ? <DropdownMenu.Portal>{content}</DropdownMenu.Portal> : content;
}

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={cx('cm-menu__item', className)} {...props} />;
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={cx('cm-menu__label', className)} {...props} />;
}

export function MenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator className={cx('cm-menu__separator', className)} {...props} />;
}
