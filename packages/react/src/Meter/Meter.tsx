import type {ReactNode, Ref} from 'react';
import {Meter as RACMeter, type MeterProps as RACMeterProps} from 'react-aria-components';
import {Label} from '../Label';
import {composeClassName} from '../utils';
import './Meter.css';

export type MeterVariant = 'accent' | 'success' | 'warning' | 'danger';
export type MeterSize = 'sm' | 'md' | 'lg';

/** Values at which the meter turns `warning` and `danger`. */
export interface MeterThresholds {
  /** From this value on, the status is `warning`. */
  warning?: number;
  /** From this value on, the status is `danger`. */
  danger?: number;
}

export interface MeterProps extends Omit<RACMeterProps, 'children'> {
  /** Visible name shown above the bar; without it, give the meter an `aria-label`. */
  label?: ReactNode;
  /** Colour of the bar while no threshold is reached. @default 'accent' */
  variant?: MeterVariant;
  /** Values where the colour turns `warning` and `danger`; when `danger` is below `warning`, lower is worse (e.g. battery). The colour in use is `data-status`. */
  thresholds?: MeterThresholds;
  /** Thickness of the bar. @default 'md' */
  size?: MeterSize;
  /** Ref to the meter element. */
  ref?: Ref<HTMLDivElement>;
}

/** The status a value reaches, given the base variant and optional thresholds. */
function getMeterStatus(
  value: number,
  variant: MeterVariant,
  thresholds?: MeterThresholds,
): MeterVariant {
  const {warning, danger} = thresholds ?? {};
  const lowerIsWorse = warning != null && danger != null && danger < warning;
  const reached = (limit: number | undefined) =>
    limit != null && (lowerIsWorse ? value <= limit : value >= limit);
  if (reached(danger)) return 'danger';
  if (reached(warning)) return 'warning';
  return variant;
}

/**
 * A quantity within a known range (disk use, password strength): a `meter` with a label and its
 * value. The value text is always shown, so the colour is never the only cue.
 */
export function Meter({
  label,
  variant = 'accent',
  thresholds,
  size = 'md',
  className,
  ...props
}: MeterProps) {
  const status = getMeterStatus(props.value ?? 0, variant, thresholds);
  return (
    <RACMeter
      {...props}
      className={composeClassName(className, 'ui-Meter')}
      data-size={size}
      data-status={status}
    >
      {({percentage, valueText}) => (
        <>
          <div className="ui-Meter-header">
            {label != null && <Label className="ui-Meter-label">{label}</Label>}
            <span className="ui-Meter-value">{valueText}</span>
          </div>
          <div className="ui-Meter-track">
            <div className="ui-Meter-fill" style={{inlineSize: `${percentage}%`}} />
          </div>
        </>
      )}
    </RACMeter>
  );
}
