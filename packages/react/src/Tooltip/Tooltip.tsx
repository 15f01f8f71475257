import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipContext,
  TooltipTrigger as RACTooltipTrigger,
  useSlottedContext,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import {useEffect, useRef, useState, type ReactNode, type Ref, type RefObject} from 'react';
import './Tooltip.css';
import {composeClassName} from '../utils';

// ---------------------------------------------------------------------------------------------
// TooltipTrigger
// ---------------------------------------------------------------------------------------------

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Milliseconds the pointer must rest on the trigger before the tooltip opens; `0` opens at once. Keyboard focus always opens at once. @default 0 */
  delay?: number;
  /** Milliseconds before the tooltip closes once the pointer leaves. @default 500 */
  closeDelay?: number;
}

/**
 * Wraps a focusable trigger (a `Button`, `Link`, or any element inside RAC `Focusable`) and a
 * `Tooltip`. Tooltips open on hover and on keyboard focus and close on Escape or blur.
 * Never put essential information in a tooltip, and never rely on one for disabled content:
 * a disabled control cannot be focused, so keyboard and touch users would never see it.
 */
export function TooltipTrigger({delay = 0, closeDelay = 500, ...props}: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

// ---------------------------------------------------------------------------------------------
// Tooltip
// ---------------------------------------------------------------------------------------------

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  /** The tooltip's text: short, plain, and never the only place a piece of information lives. */
  children: ReactNode;
  /** Where the tooltip sits relative to its trigger; it flips when there is no room. @default 'top' */
  placement?: RACTooltipProps['placement'];
  /** Distance in pixels between the trigger and the tooltip. @default 8 */
  offset?: number;
  /** Show a small arrow pointing at the trigger. @default true */
  showArrow?: boolean;
  /** Ref to the tooltip element. */
  ref?: Ref<HTMLDivElement>;
}

/** A short text label shown next to its trigger on hover and focus (ARIA tooltip pattern). */
export function Tooltip({
  placement = 'top',
  offset = 8,
  showArrow = true,
  className,
  children,
  ...props
}: TooltipProps) {
  const triggerRef = useSlottedContext(TooltipContext)?.triggerRef;
  if (useIsTriggerDisabled(triggerRef)) return null;
  return (
    <RACTooltip
      {...props}
      placement={placement}
      offset={offset}
      className={composeClassName(className, 'ui-Tooltip')}
    >
      {showArrow && (
        <OverlayArrow className="ui-Tooltip-arrow">
          <svg width="10" height="5" viewBox="0 0 10 5" aria-hidden="true">
            <path d="M0 0 L5 5 L10 0 Z" />
          </svg>
        </OverlayArrow>
      )}
      {children}
    </RACTooltip>
  );
}

/**
 * A disabled trigger cannot take focus, so its tooltip would reach pointer users only. Rather
 * than half-work, the tooltip is not rendered at all, and development builds say why.
 */
function useIsTriggerDisabled(triggerRef: RefObject<Element | null> | undefined) {
  const [isDisabled, setIsDisabled] = useState(false);
  const warned = useRef(false);
  useEffect(() => {
    const trigger = triggerRef?.current;
    if (!trigger) return;
    const check = () => {
      const disabled = trigger.matches(':disabled, [aria-disabled="true"]');
      setIsDisabled(disabled);
      if (disabled && !warned.current && process.env.NODE_ENV !== 'production') {
        warned.current = true;
        console.warn(
          'Tessera Tooltip: the trigger is disabled, so the tooltip is not shown. ' +
            'Explain why it is disabled in visible text next to it instead.',
        );
      }
    };
    check();
    // The trigger can become disabled later without this component re-rendering.
    const observer = new MutationObserver(check);
    observer.observe(trigger, {attributes: true, attributeFilter: ['disabled', 'aria-disabled']});
    return () => observer.disconnect();
  }, [triggerRef]);
  return isDisabled;
}
