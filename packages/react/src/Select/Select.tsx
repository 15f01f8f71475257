import {
  Button,
  Popover,
  Select as RACSelect,
  SelectValue,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import type {ReactNode, Ref} from 'react';
import {Description} from '../Description/Description';
import {FieldError} from '../FieldError/FieldError';
import {Label} from '../Label/Label';
import {ListBox, ListBoxItem, type ListBoxItemProps, type ListBoxProps} from '../ListBox/ListBox';
import {ChevronIcon, composeClassName} from '../utils';
// The list opens in a surface that looks like the library's Popover.
import '../Popover/Popover.css';
import './Select.css';

// ---------------------------------------------------------------------------------------------
// Select
// ---------------------------------------------------------------------------------------------

export interface SelectProps<
  T extends object,
  M extends 'single' | 'multiple' = 'single',
> extends Omit<RACSelectProps<T, M>, 'children'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the trigger, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Message shown while the field is invalid; a function receives the validation state. Without it
   * the messages from `validate`, `validationErrors` or the browser are shown.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Text shown on the trigger while nothing is selected; never a replacement for `label`. @default 'Select an item' */
  placeholder?: string;
  /** Trigger height and text size, as in TextField. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Options to render with a function as `children` (dynamic collection). */
  items?: Iterable<T>;
  /** `SelectItem`s (and `ListBoxSection`s), or a function of each of `items`. */
  children: ListBoxProps<T>['children'];
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Picks one option (or several, with `selectionMode="multiple"`) from a list that opens under a
 * button (ARIA select-only combobox). Enter, Space or the arrow keys open it; typing jumps to an
 * option, even while closed; Escape closes it and keeps the value.
 */
export function Select<T extends object, M extends 'single' | 'multiple' = 'single'>({
  label,
  description,
  errorMessage,
  placeholder = 'Select an item',
  size = 'md',
  items,
  children,
  className,
  ...props
}: SelectProps<T, M>) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      data-size={size}
      className={composeClassName(className, 'ui-Select')}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Button className="ui-Select-trigger" data-size={size}>
        <SelectValue className="ui-Select-value" />
        <ChevronIcon className="ui-Select-chevron" />
      </Button>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="ui-Popover ui-SelectPopover" offset={4}>
        <ListBox items={items} className="ui-Select-listbox">
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

// ---------------------------------------------------------------------------------------------
// SelectItem
// ---------------------------------------------------------------------------------------------

export type SelectItemProps<T = object> = ListBoxItemProps<T>;

/** One option in a `Select`: a `ListBoxItem`, with its check mark when selected. */
export function SelectItem<T = object>({className, ...props}: SelectItemProps<T>) {
  return <ListBoxItem {...props} className={composeClassName(className, 'ui-SelectItem')} />;
}
