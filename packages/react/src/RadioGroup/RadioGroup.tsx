import {createContext, useContext, type ReactNode, type Ref} from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as RACRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as RACRadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import {composeClassName} from '../utils/composeClassName';
import {Description} from '../Description/Description';
import {FieldError} from '../FieldError/FieldError';
import {Label} from '../Label/Label';
import './RadioGroup.css';

type RadioLook = {size: 'sm' | 'md' | 'lg'; variant: 'default' | 'card'};

/** Carries the group's size and look to its radios. */
const RadioLookContext = createContext<RadioLook>({size: 'md', variant: 'default'});

/* ---- RadioGroup ---------------------------------------------------------------------------- */

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** The `Radio` options. */
  children?: ReactNode;
  /** Visible group label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text for the whole group, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Message shown while the group is invalid, e.g. when `isRequired` and nothing is chosen. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Plain radios, or bordered cards whose whole surface selects the option (plan pickers).
   * @default 'default'
   */
  variant?: 'default' | 'card';
  /**
   * Size of the radios and their text.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Ref to the `radiogroup` `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** A set of mutually exclusive options; arrow keys move and select, Tab leaves the group. */
export function RadioGroup({
  children,
  label,
  description,
  errorMessage,
  variant = 'default',
  size = 'md',
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeClassName(className, 'ui-RadioGroup')}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      {description ? <Description>{description}</Description> : null}
      <div className="ui-RadioGroup-items">
        <RadioLookContext.Provider value={{size, variant}}>{children}</RadioLookContext.Provider>
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

/* ---- Radio --------------------------------------------------------------------------------- */

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The option's label (its accessible name). */
  children?: ReactNode;
  /** Extra text under the label, linked to this option with `aria-describedby`. */
  description?: ReactNode;
  /** Ref to the option's wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** One option of a RadioGroup, with an optional per-option description. */
export function Radio({children, description, className, ...props}: RadioProps) {
  const {size, variant} = useContext(RadioLookContext);
  return (
    <RadioField
      {...props}
      data-size={size}
      data-variant={variant}
      className={composeClassName(className, 'ui-Radio')}
    >
      <RadioButton className="ui-Radio-button">
        <span className="ui-Radio-indicator" aria-hidden="true" />
        <span className="ui-Radio-content">
          <span className="ui-Radio-label">{children}</span>
          {/* Inside the label so a click anywhere on the option (a whole card) selects it. Hidden from
              the accessible name, yet still read as the description through aria-describedby. */}
          {description ? <Description aria-hidden="true">{description}</Description> : null}
        </span>
      </RadioButton>
    </RadioField>
  );
}
