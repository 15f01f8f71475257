import {
  Dialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as RACPopover,
  type DialogTriggerProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import type {ReactNode, Ref} from 'react';
import './Popover.css';
import {composeClassName} from '../utils';

// ---------------------------------------------------------------------------------------------
// PopoverTrigger
// ---------------------------------------------------------------------------------------------

export type PopoverTriggerProps = DialogTriggerProps;

/**
 * Pairs a trigger (a `Button`) with a `Popover`: pressing the trigger opens it, Escape or a press
 * outside closes it, and focus returns to the trigger. Control it with `isOpen`/`onOpenChange`.
 */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}

// ---------------------------------------------------------------------------------------------
// Popover
// ---------------------------------------------------------------------------------------------

export interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  /** Content of the dialog; a function receives `close` to dismiss from inside (e.g. a Done button). */
  children: ReactNode | ((options: {close: () => void}) => ReactNode);
  /** Heading shown at the top; it also gives the dialog its accessible name. */
  title?: ReactNode;
  /** Where the popover sits relative to its trigger; it flips when there is no room. @default 'bottom' */
  placement?: RACPopoverProps['placement'];
  /** Distance in pixels between the trigger and the popover. @default 8 */
  offset?: number;
  /** Show an arrow pointing at the trigger. @default false */
  showArrow?: boolean;
  /** Ref to the popover element. */
  ref?: Ref<HTMLElement>;
}

/** A dialog anchored to its trigger, for details or quick actions (ARIA dialog pattern). */
export function Popover({
  title,
  placement = 'bottom',
  offset = 8,
  showArrow = false,
  className,
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  ...props
}: PopoverProps) {
  return (
    <RACPopover
      {...props}
      placement={placement}
      offset={offset}
      className={composeClassName(className, 'ui-Popover')}
    >
      {showArrow && (
        <OverlayArrow className="ui-Popover-arrow">
          <svg width="12" height="6" viewBox="0 0 12 6" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      <Dialog className="ui-Popover-dialog" aria-label={ariaLabel} aria-labelledby={ariaLabelledby}>
        {({close}) => (
          <>
            {title != null && (
              <Heading slot="title" className="ui-Popover-title">
                {title}
              </Heading>
            )}
            {typeof children === 'function' ? children({close}) : children}
          </>
        )}
      </Dialog>
    </RACPopover>
  );
}
