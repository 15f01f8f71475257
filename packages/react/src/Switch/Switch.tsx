import type {ReactNode, Ref} from 'react';
import {
  SwitchButton,
  SwitchField,
  type SwitchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import {composeClassName} from '../utils/composeClassName';
import {Description} from '../Description/Description';
import {FieldError} from '../FieldError/FieldError';
import './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The label (the switch's accessible name); without one, pass `aria-label`. */
  children?: ReactNode;
  /**
   * Which side of the track the label sits on; `start` suits settings lists.
   * @default 'end'
   */
  labelPosition?: 'start' | 'end';
  /**
   * Visible state text between the label and the track, e.g. `{on: 'Enabled', off: 'Disabled'}`.
   * Hidden from assistive tech, which already announces on/off from the switch role.
   */
  stateLabels?: {on: ReactNode; off: ReactNode};
  /** Help text under the switch, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Message shown while the switch is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Track and text size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** An on/off control for a setting that applies at once: a native checkbox with `role="switch"`. */
export function Switch({
  children,
  labelPosition = 'end',
  stateLabels,
  description,
  errorMessage,
  size = 'md',
  className,
  ...props
}: SwitchProps) {
  const label = children ? <span className="ui-Switch-label">{children}</span> : null;
  return (
    <SwitchField
      {...props}
      data-size={size}
      data-label-position={labelPosition}
      className={composeClassName(className, 'ui-Switch')}
    >
      <SwitchButton className="ui-Switch-button">
        {({isSelected}) => {
          const track = (
            <span className="ui-Switch-track" aria-hidden="true">
              <span className="ui-Switch-thumb" />
            </span>
          );
          const state = stateLabels ? (
            // Both texts stay in the layout (one invisible) so the width never jumps on toggle.
            <span className="ui-Switch-state" aria-hidden="true">
              <span data-active={isSelected || undefined}>{stateLabels.on}</span>
              <span data-active={!isSelected || undefined}>{stateLabels.off}</span>
            </span>
          ) : null;
          // Reading order follows the visual order: the state text sits between label and track.
          return labelPosition === 'start' ? (
            <>
              {label}
              {state}
              {track}
            </>
          ) : (
            <>
              {track}
              {label}
              {state}
            </>
          );
        }}
      </SwitchButton>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </SwitchField>
  );
}
