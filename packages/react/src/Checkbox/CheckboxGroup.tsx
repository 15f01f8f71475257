import type {ReactNode, Ref} from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import {composeClassName} from '../utils/composeClassName';
import {Description} from '../Description/Description';
import {FieldError} from '../FieldError/FieldError';
import {Label} from '../Label/Label';
import {CheckboxSizeContext} from './CheckboxSizeContext';
import './CheckboxGroup.css';

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** The `Checkbox` items. */
  children?: ReactNode;
  /** Visible group label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text for the whole group, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Message shown while the group is invalid, e.g. when `isRequired` and nothing is checked. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Lays the checkboxes out in a column or a wrapping row.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /**
   * Size of every checkbox in the group.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Ref to the group `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** A labelled group of checkboxes with one value array, group-level help text and validation. */
export function CheckboxGroup({
  children,
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  size = 'md',
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      data-orientation={orientation}
      data-size={size}
      className={composeClassName(className, 'ui-CheckboxGroup')}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      {description ? <Description>{description}</Description> : null}
      <div className="ui-CheckboxGroup-items">
        <CheckboxSizeContext.Provider value={size}>{children}</CheckboxSizeContext.Provider>
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
