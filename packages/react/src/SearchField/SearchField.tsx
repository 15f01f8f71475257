import type {ReactNode, Ref} from 'react';
import {
  Button,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import {Description} from '../Description/Description';
import {FieldError} from '../FieldError/FieldError';
import {Input} from '../Input/Input';
import {Label} from '../Label/Label';
import {composeClassName} from '../utils/composeClassName';
import {CloseIcon, Icon} from '../utils/icons';
import './SearchField.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Message shown while the field is invalid; a function receives the validation state. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint text shown while the field is empty; never a replacement for `label`. */
  placeholder?: string;
  /** Control height and text size, as in TextField. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Ref to the `<input>` element. */
  inputRef?: Ref<HTMLInputElement>;
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A search input (`type="search"`) with a search icon and a clear button shown while there is text.
 * Enter calls `onSubmit`; Escape or the clear button empties the field and calls `onClear`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  size = 'md',
  inputRef,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      data-size={size}
      className={composeClassName(className, 'ui-SearchField')}
    >
      {({isEmpty}) => (
        <>
          {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
          <div className="ui-SearchField-control" data-size={size}>
            <Icon className="ui-SearchField-icon">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-4-4" />
            </Icon>
            <Input ref={inputRef} size={size} placeholder={placeholder} />
            {/* RAC names it ("Clear search"), keeps it out of the tab order and refocuses the input. */}
            {!isEmpty && (
              <Button className="ui-SearchField-clear">
                <CloseIcon />
              </Button>
            )}
          </div>
          {description != null && <Description>{description}</Description>}
          <FieldError>{errorMessage}</FieldError>
        </>
      )}
    </RACSearchField>
  );
}
