import type {ReactNode, Ref} from 'react';
import {
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import {Label} from '../Label';
import {composeClassName} from '../utils';
import './ProgressBar.css';

export type ProgressBarSize = 'sm' | 'md' | 'lg';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** Visible name shown above the bar; without it, give the bar an `aria-label`. */
  label?: ReactNode;
  /** Shows the formatted value (e.g. "40%") beside the label; indeterminate bars have none to show. @default true */
  showValueLabel?: boolean;
  /** Thickness of the bar. @default 'md' */
  size?: ProgressBarSize;
  /** Ref to the progressbar element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Progress of a task that takes time: a `progressbar` with a label and its value, or, when
 * `isIndeterminate`, a moving stripe (still, under reduced motion) and no value at all.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  size = 'md',
  className,
  ...props
}: ProgressBarProps) {
  const isIndeterminate = props.isIndeterminate ?? false;
  return (
    <RACProgressBar
      {...props}
      className={composeClassName(className, 'ui-ProgressBar')}
      data-size={size}
      data-indeterminate={isIndeterminate || undefined}
    >
      {({percentage, valueText}) => (
        <>
          {(label != null || (showValueLabel && valueText != null)) && (
            <div className="ui-ProgressBar-header">
              {label != null && <Label className="ui-ProgressBar-label">{label}</Label>}
              {showValueLabel && valueText != null && (
                <span className="ui-ProgressBar-value">{valueText}</span>
              )}
            </div>
          )}
          <div className="ui-ProgressBar-track">
            <div
              className="ui-ProgressBar-fill"
              style={isIndeterminate ? undefined : {inlineSize: `${percentage ?? 0}%`}}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
