import type {Ref} from 'react';
import {ProgressBar, type ProgressBarProps} from 'react-aria-components';
import {composeClassName} from '../utils';
import './Spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';
export type SpinnerColor = 'current' | 'accent' | 'muted' | 'success' | 'warning' | 'danger';

export interface SpinnerProps extends Omit<
  ProgressBarProps,
  | 'value'
  | 'minValue'
  | 'maxValue'
  | 'isIndeterminate'
  | 'formatOptions'
  | 'valueLabel'
  | 'children'
> {
  /** Diameter of the spinner. @default 'md' */
  size?: SpinnerSize;
  /** Stroke colour; `current` follows the surrounding text colour. @default 'accent' */
  color?: SpinnerColor;
  /** What is loading, read by assistive technology. @default 'Loading' */
  'aria-label'?: string;
  /** Ref to the progressbar element. */
  ref?: Ref<HTMLDivElement>;
}

/** An indeterminate progress indicator: a `progressbar` with a label, spinning unless the user prefers reduced motion. */
export function Spinner({
  size = 'md',
  color = 'accent',
  className,
  'aria-label': ariaLabel,
  ...props
}: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      aria-label={ariaLabel ?? (props['aria-labelledby'] ? undefined : 'Loading')}
      isIndeterminate
      className={composeClassName(className, 'ui-Spinner')}
      data-size={size}
      data-color={color}
    >
      <svg className="ui-Spinner-svg" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className="ui-Spinner-track" cx="12" cy="12" r="9.5" strokeWidth="3" />
        <circle
          className="ui-Spinner-arc"
          cx="12"
          cy="12"
          r="9.5"
          strokeWidth="3"
          strokeLinecap="round"
          pathLength="100"
          strokeDasharray="30 70"
        />
      </svg>
    </ProgressBar>
  );
}
