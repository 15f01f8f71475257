import {
  Button,
  ComboBox as RACComboBox,
  ComboBoxStateContext,
  Popover,
  type ComboBoxProps as RACComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import {useContext, type ReactNode, type Ref} from 'react';
import {Description} from '../Description/Description';
import {FieldError} from '../FieldError/FieldError';
import {Input, type InputProps} from '../Input/Input';
import {Label} from '../Label/Label';
import {ListBox, ListBoxItem, type ListBoxItemProps, type ListBoxProps} from '../ListBox/ListBox';
import {Spinner} from '../Spinner/Spinner';
import {ChevronIcon, composeClassName} from '../utils';
// The list opens in a surface that looks like the library's Popover.
import '../Popover/Popover.css';
import './ComboBox.css';

// ---------------------------------------------------------------------------------------------
// ComboBox
// ---------------------------------------------------------------------------------------------

export interface ComboBoxProps<
  T extends object,
  M extends 'single' | 'multiple' = 'single',
> extends Omit<RACComboBoxProps<T, M>, 'children'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Message shown while the field is invalid; a function receives the validation state. Without it
   * the messages from `validate`, `validationErrors` or the browser are shown.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint text shown while the input is empty; never a replacement for `label`. */
  placeholder?: string;
  /** Input height and text size, as in TextField. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner in the field while options load (e.g. from a server), and sets `data-loading`. @default false */
  isLoading?: boolean;
  /** What the list says when the typed text matches no option. @default 'No results' */
  emptyState?: ReactNode;
  /** Keep text that matches no option as the value, instead of reverting it on blur. @default false */
  allowsCustomValue?: boolean;
  /** Keep the list open when no option matches, so `emptyState` shows. @default true */
  allowsEmptyCollection?: boolean;
  /** `ListBoxItem`s (and `ListBoxSection`s), or a function of each of `items`/`defaultItems`. */
  children: ListBoxProps<T>['children'];
  /** Ref to the `<input>` element. */
  inputRef?: Ref<HTMLInputElement>;
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A text input with a list of suggestions that narrows as you type (ARIA combobox pattern with
 * list autocomplete). ArrowDown/ArrowUp or Alt+ArrowDown open the list and arrow keys move in it,
 * Enter selects, Escape closes it and keeps the value.
 */
export function ComboBox<T extends object, M extends 'single' | 'multiple' = 'single'>({
  label,
  description,
  errorMessage,
  placeholder,
  size = 'md',
  isLoading = false,
  emptyState = 'No results',
  allowsEmptyCollection = true,
  children,
  inputRef,
  className,
  ...props
}: ComboBoxProps<T, M>) {
  return (
    <RACComboBox
      {...props}
      allowsEmptyCollection={allowsEmptyCollection}
      data-size={size}
      data-loading={isLoading || undefined}
      className={composeClassName(className, 'ui-ComboBox')}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className="ui-ComboBox-field">
        <ComboBoxInput ref={inputRef} size={size} placeholder={placeholder} />
        <span className="ui-ComboBox-end">
          {isLoading && <Spinner size="sm" color="muted" className="ui-ComboBox-spinner" />}
          <Button className="ui-ComboBox-button">
            <ChevronIcon className="ui-ComboBox-chevron" />
          </Button>
        </span>
      </div>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="ui-Popover ui-ComboBoxPopover" offset={4}>
        <ListBox<T> className="ui-ComboBox-listbox" renderEmptyState={() => emptyState}>
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}

/** The library's Input, opening the list on Alt+ArrowDown without moving to an option (APG). */
function ComboBoxInput(props: InputProps) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      {...props}
      className="ui-ComboBox-input"
      onKeyDown={(e) => {
        // RAC 1.22 matches its shortcuts with exact modifiers and binds only a bare ArrowDown, so
        // Alt+ArrowDown would do nothing.
        if (e.key === 'ArrowDown' && e.altKey && state && !state.isOpen) {
          e.preventDefault();
          state.open(null, 'manual');
        }
      }}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// ComboBoxItem
// ---------------------------------------------------------------------------------------------

export type ComboBoxItemProps<T = object> = ListBoxItemProps<T>;

/** One suggestion in a `ComboBox`: a `ListBoxItem`, with its check mark when selected. */
export function ComboBoxItem<T = object>({className, ...props}: ComboBoxItemProps<T>) {
  return <ListBoxItem {...props} className={composeClassName(className, 'ui-ComboBoxItem')} />;
}
