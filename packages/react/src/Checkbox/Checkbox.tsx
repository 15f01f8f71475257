import {useContext, type ReactNode, type Ref} from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import {composeClassName} from '../utils/composeClassName';
import {Description} from '../Description/Description';
import {FieldError} from '../FieldError/FieldError';
import {CheckboxSizeContext} from './CheckboxSizeContext';
import './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The label, rendered inside the clickable area. */
  children?: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Message shown while the checkbox is invalid (not used inside a CheckboxGroup, which shows one
   * message for the group).
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Box and text size; inside a CheckboxGroup it defaults to the group's size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** A checkbox with label, optional help text and validation; also the item of a CheckboxGroup. */
export function Checkbox({
  children,
  description,
  errorMessage,
  size,
  className,
  ...props
}: CheckboxProps) {
  const groupSize = useContext(CheckboxSizeContext);
  return (
    <CheckboxField
      {...props}
      data-size={size ?? groupSize ?? 'md'}
      className={composeClassName(className, 'ui-Checkbox')}
    >
      <CheckboxButton className="ui-Checkbox-button">
        {({isSelected, isIndeterminate}) => (
          <>
            <span className="ui-Checkbox-box" aria-hidden="true">
              {isIndeterminate ? (
                <svg viewBox="0 0 16 16" focusable="false">
                  <path d="M4 8h8" />
                </svg>
              ) : isSelected ? (
                <svg viewBox="0 0 16 16" focusable="false">
                  <path d="M3.5 8.5l3 3 6-7" />
                </svg>
              ) : null}
            </span>
            {children ? <span className="ui-Checkbox-label">{children}</span> : null}
          </>
        )}
      </CheckboxButton>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
