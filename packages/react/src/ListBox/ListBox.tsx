import {
  Collection,
  Header,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  ListBoxSection as RACListBoxSection,
  Text,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
  type ListBoxSectionProps as RACListBoxSectionProps,
} from 'react-aria-components';
import type {ReactNode, Ref} from 'react';
import './ListBox.css';
import {CheckIcon, composeClassName} from '../utils';

// ---------------------------------------------------------------------------------------------
// ListBox
// ---------------------------------------------------------------------------------------------

export interface ListBoxProps<T extends object> extends RACListBoxProps<T> {
  /** Ref to the listbox element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list of options to pick one or more from (ARIA listbox pattern): arrow keys and Home/End move,
 * typing jumps to an option, Space/Enter select. Also the list inside `Select` and `ComboBox`.
 */
export function ListBox<T extends object>({className, ...props}: ListBoxProps<T>) {
  return <RACListBox {...props} className={composeClassName(className, 'ui-ListBox')} />;
}

// ---------------------------------------------------------------------------------------------
// ListBoxItem
// ---------------------------------------------------------------------------------------------

export interface ListBoxItemProps<T = object> extends Omit<RACListBoxItemProps<T>, 'children'> {
  /** The option's label. Pass `textValue` too when it is not plain text, for typeahead. */
  children: ReactNode;
  /** Secondary text under the label; announced as the option's description. */
  description?: ReactNode;
  /** Ref to the option element. */
  ref?: Ref<HTMLDivElement>;
}

/** One option in a `ListBox`; while the list is selectable it shows a check mark when selected. */
export function ListBoxItem<T = object>({
  description,
  children,
  textValue,
  className,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className, 'ui-ListBoxItem')}
    >
      {({selectionMode, isSelected}) => (
        <>
          {selectionMode !== 'none' && (
            <span className="ui-ListBoxItem-check" aria-hidden="true">
              {isSelected && <CheckIcon />}
            </span>
          )}
          <span className="ui-ListBoxItem-text">
            <Text slot="label" className="ui-ListBoxItem-label">
              {children}
            </Text>
            {description != null && (
              <Text slot="description" className="ui-ListBoxItem-description">
                {description}
              </Text>
            )}
          </span>
        </>
      )}
    </RACListBoxItem>
  );
}

// ---------------------------------------------------------------------------------------------
// ListBoxSection
// ---------------------------------------------------------------------------------------------

export interface ListBoxSectionProps<T extends object> extends RACListBoxSectionProps<T> {
  /** Visible header of the section; it also names the group. Without it, give the section an `aria-label`. */
  title?: ReactNode;
  /** Ref to the section element. */
  ref?: Ref<HTMLElement>;
}

/** A group of related options, with an optional header. */
export function ListBoxSection<T extends object>({
  title,
  children,
  className,
  ...props
}: ListBoxSectionProps<T>) {
  return (
    <RACListBoxSection {...props} className={composeClassName(className, 'ui-ListBoxSection')}>
      {title != null && <Header className="ui-ListBoxSection-header">{title}</Header>}
      {/* A render function (dynamic `items`) has to go through Collection once a header sits beside it. */}
      {typeof children === 'function' ? (
        <Collection items={props.items}>{children}</Collection>
      ) : (
        children
      )}
    </RACListBoxSection>
  );
}
