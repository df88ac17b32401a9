// '@comarketing/ui/menu': drop-down menus (Radix, with its positioning engine), for signed-in screens.
export { Menu, MenuTrigger, MenuContent, MenuItem, MenuLabel, MenuSeparator, type MenuContentProps } from './components/menu';
