import {clsx} from 'clsx';
import {useId, type ReactNode, type Ref} from 'react';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import {Description} from '../Description/Description';
import {Label} from '../Label/Label';
import {composeClassName} from '../utils/composeClassName';
import {FieldError} from '../FieldError/FieldError';
import {CharacterCount} from './CharacterCount';
import {useControlledText} from './useControlledText';

/** Props TextField and TextArea share on top of React Aria's TextField props. */
export interface TextFieldBaseProps extends Omit<RACTextFieldProps, 'children'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Message shown while the field is invalid; a function receives the validation state. Without it
   * the messages from `validate`, `validationErrors` or the browser are shown.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint text shown while the field is empty; never a replacement for `label`. */
  placeholder?: string;
  /**
   * Control height and text size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Shows an `n/max` counter (max is `counterMax`, else `maxLength`; without either there is no
   * counter), read with the field's description and announced politely near the limit.
   * @default false
   */
  showCounter?: boolean;
  /**
   * Number after the slash when it should differ from `maxLength`, e.g. a recommended length the
   * browser should not enforce.
   * @default maxLength
   */
  counterMax?: number;
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** Shared wiring of TextField and TextArea: value tracking for the counter and the help row. */
export function useTextFieldParts(props: TextFieldBaseProps) {
  const {value: valueProp, defaultValue, onChange, showCounter, counterMax, maxLength} = props;
  const [value, setValue] = useControlledText(valueProp, defaultValue, onChange);
  const counterId = useId();
  const max = counterMax ?? maxLength;
  // `length` counts UTF-16 code units, exactly as the browser's `maxLength` does.
  const counter =
    showCounter && max !== undefined ? (
      <CharacterCount id={counterId} count={value.length} max={max} />
    ) : null;
  const describedBy = clsx(props['aria-describedby'], counter && counterId) || undefined;
  return {value, setValue, counter, describedBy};
}

/** The row under a text control: description and error at the start, the counter at the end. */
export function FieldHelp({
  description,
  errorMessage,
  counter,
}: Pick<TextFieldBaseProps, 'description' | 'errorMessage'> & {counter: ReactNode}) {
  if (!description && !counter) return <FieldError>{errorMessage}</FieldError>;
  return (
    <div className="ui-TextField-help">
      <div className="ui-TextField-messages">
        {description ? <Description>{description}</Description> : null}
        <FieldError>{errorMessage}</FieldError>
      </div>
      {counter}
    </div>
  );
}

/**
 * The field TextField and TextArea share: React Aria's TextField with the counter's value tracking,
 * the label, the control `renderControl` draws (with the placeholder and size), and the help row.
 */
export function TextFieldShell({
  fieldProps,
  baseClassName,
  renderControl,
}: {
  fieldProps: TextFieldBaseProps;
  baseClassName: string;
  renderControl: (control: {placeholder?: string; size: 'sm' | 'md' | 'lg'}) => ReactNode;
}) {
  const {
    label,
    description,
    errorMessage,
    placeholder,
    size = 'md',
    showCounter: _showCounter,
    counterMax: _counterMax,
    className,
    ...rest
  } = fieldProps;
  const {value, setValue, counter, describedBy} = useTextFieldParts(fieldProps);
  return (
    <RACTextField
      {...rest}
      value={value}
      onChange={setValue}
      aria-describedby={describedBy}
      data-size={size}
      className={composeClassName(className, baseClassName)}
    >
      {label ? <Label isRequired={fieldProps.isRequired}>{label}</Label> : null}
      {renderControl({placeholder, size})}
      <FieldHelp description={description} errorMessage={errorMessage} counter={counter} />
    </RACTextField>
  );
}
