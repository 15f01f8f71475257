import {
  Collection,
  Header,
  Keyboard,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Popover,
  PopoverContext,
  RootMenuTriggerStateContext,
  Separator,
  Text,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps as RACMenuTriggerProps,
  type PopoverProps,
  type SeparatorProps,
} from 'react-aria-components';
import {useContext, type ReactNode, type Ref} from 'react';
import './Menu.css';
import {CheckIcon, ChevronIcon, composeClassName} from '../utils';

// ---------------------------------------------------------------------------------------------
// MenuTrigger
// ---------------------------------------------------------------------------------------------

export type MenuTriggerProps = RACMenuTriggerProps;

/** Pairs a trigger (a `Button`) with a `Menu`: press, Enter, Space or ArrowDown/ArrowUp open it. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

// ---------------------------------------------------------------------------------------------
// Menu
// ---------------------------------------------------------------------------------------------

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  /** Where the menu opens relative to its trigger (only inside a `MenuTrigger`). @default 'bottom start' */
  placement?: PopoverProps['placement'];
  /** Distance in pixels between the trigger and the menu. @default 4 */
  offset?: number;
  /** Ref to the menu element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list of actions or options (ARIA menu pattern): arrow keys move, typing jumps to an item,
 * Enter/Space activate, Escape closes. Inside a `MenuTrigger` it opens in a popover; on its own
 * it renders inline.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  offset = 4,
  className,
  ...props
}: MenuProps<T>) {
  // A DialogTrigger shares the root trigger state too (so a menu's action can close its dialog):
  // only a menu trigger's own popover context says the menu is what the trigger opens.
  const popover = useContext(PopoverContext) as {trigger?: string} | null;
  const isInTrigger =
    useContext(RootMenuTriggerStateContext) != null &&
    (popover?.trigger === 'MenuTrigger' || popover?.trigger === 'SubmenuTrigger');
  const menu = <RACMenu {...props} className={composeClassName(className, 'ui-Menu')} />;
  if (!isInTrigger) return menu;
  return (
    <Popover className="ui-MenuPopover" placement={placement} offset={offset}>
      {menu}
    </Popover>
  );
}

// ---------------------------------------------------------------------------------------------
// MenuItem
// ---------------------------------------------------------------------------------------------

export interface MenuItemProps<T = object> extends Omit<RACMenuItemProps<T>, 'children'> {
  /** The item's label. Pass `textValue` too when it is not plain text, for typeahead. */
  children: ReactNode;
  /** Decorative icon shown before the label. */
  icon?: ReactNode;
  /** Secondary text under the label; announced as the item's description. */
  description?: ReactNode;
  /** Keyboard shortcut hint shown at the end (e.g. `⌘C` or a `Kbd`); announced as part of the description. */
  shortcut?: ReactNode;
  /** Ref to the item element. */
  ref?: Ref<HTMLDivElement>;
}

/** One action or option in a `Menu`. */
export function MenuItem<T = object>({
  icon,
  description,
  shortcut,
  children,
  textValue,
  className,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className, 'ui-MenuItem')}
    >
      {({selectionMode, isSelected, hasSubmenu}) => (
        <>
          {selectionMode !== 'none' && (
            <span className="ui-MenuItem-check" aria-hidden="true">
              {isSelected && <CheckIcon />}
            </span>
          )}
          {icon != null && (
            <span className="ui-MenuItem-icon" aria-hidden="true">
              {icon}
            </span>
          )}
          <span className="ui-MenuItem-text">
            <Text slot="label" className="ui-MenuItem-label">
              {children}
            </Text>
            {description != null && (
              <Text slot="description" className="ui-MenuItem-description">
                {description}
              </Text>
            )}
          </span>
          {shortcut != null && <Keyboard className="ui-MenuItem-shortcut">{shortcut}</Keyboard>}
          {hasSubmenu && <ChevronIcon className="ui-MenuItem-submenu" />}
        </>
      )}
    </RACMenuItem>
  );
}

// ---------------------------------------------------------------------------------------------
// MenuSection / MenuSeparator
// ---------------------------------------------------------------------------------------------

export interface MenuSectionProps<T extends object> extends RACMenuSectionProps<T> {
  /** Visible header of the section; it also names the group. Without it, give the section an `aria-label`. */
  title?: ReactNode;
  /** Ref to the section element. */
  ref?: Ref<HTMLElement>;
}

/** A group of related items, with an optional header. */
export function MenuSection<T extends object>({
  title,
  children,
  className,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={composeClassName(className, 'ui-MenuSection')}>
      {title != null && <Header className="ui-MenuSection-header">{title}</Header>}
      {/* A render function (dynamic `items`) has to go through Collection once a header sits beside it. */}
      {typeof children === 'function' ? (
        <Collection items={props.items}>{children}</Collection>
      ) : (
        children
      )}
    </RACMenuSection>
  );
}

export interface MenuSeparatorProps extends SeparatorProps {
  /** Ref to the separator element. */
  ref?: Ref<HTMLElement>;
}

/** A line between items or sections. */
export function MenuSeparator({className, ...props}: MenuSeparatorProps) {
  return <Separator {...props} className={composeClassName(className, 'ui-MenuSeparator')} />;
}
