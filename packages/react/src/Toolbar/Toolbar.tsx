import {createContext, useContext, type KeyboardEvent, type Ref} from 'react';
import {Toolbar as RACToolbar, type ToolbarProps as RACToolbarProps} from 'react-aria-components';
import {Separator, type SeparatorProps} from '../Separator';
import {composeClassName} from '../utils';
import './Toolbar.css';

type Orientation = 'horizontal' | 'vertical';

const ToolbarOrientationContext = createContext<Orientation>('horizontal');

// Elements a toolbar item can be; disabled ones are skipped, as the arrow keys skip them.
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

function isEnabled(element: HTMLElement) {
  return (
    !element.matches(':disabled, [aria-disabled="true"], [tabindex="-1"]') &&
    !element.closest('[inert], [hidden]')
  );
}

// Text fields (for the caret), sliders and spin buttons give Home and End a meaning of their own.
const OWNS_HOME_END =
  'textarea, [contenteditable="true"], [role="slider"], [role="spinbutton"], input:not([type="button"], [type="checkbox"], [type="radio"], [type="reset"], [type="submit"])';

function focusFirstOrLast(event: KeyboardEvent<HTMLDivElement>) {
  if (event.defaultPrevented || (event.key !== 'Home' && event.key !== 'End')) return;
  if ((event.target as Element).matches(OWNS_HOME_END)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    isEnabled,
  );
  const item = event.key === 'Home' ? items[0] : items[items.length - 1];
  if (!item) return;
  event.preventDefault();
  event.stopPropagation();
  item.focus();
}

// ---------------------------------------------------------------------------------------------
// Toolbar
// ---------------------------------------------------------------------------------------------

export interface ToolbarProps extends RACToolbarProps {
  /** Name of the toolbar, read when focus enters it; required unless `aria-labelledby` names it. */
  'aria-label'?: string;
  /** Direction of the items, and of the arrow keys that move between them. @default 'horizontal' */
  orientation?: Orientation;
  /** Ref to the toolbar element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A named set of controls, following the ARIA toolbar pattern: arrow keys move between items, Home
 * and End jump to the first and last, and Tab leaves the toolbar.
 */
export function Toolbar({orientation = 'horizontal', className, render, ...props}: ToolbarProps) {
  return (
    <ToolbarOrientationContext.Provider value={orientation}>
      <RACToolbar
        {...props}
        orientation={orientation}
        className={composeClassName(className, 'ui-Toolbar')}
        // React Aria's toolbar handles only the arrow keys and Tab, and passes no keyboard handler
        // of ours to its element, so Home and End are added here, in the capture phase like its
        // own: buttons inside stop keydown from bubbling up to the toolbar.
        render={(domProps, renderProps) => {
          const withHomeEnd = {
            ...domProps,
            onKeyDownCapture: (event: KeyboardEvent<HTMLDivElement>) => {
              domProps.onKeyDownCapture?.(event);
              focusFirstOrLast(event);
            },
          };
          return render ? render(withHomeEnd, renderProps) : <div {...withHomeEnd} />;
        }}
      />
    </ToolbarOrientationContext.Provider>
  );
}

// ---------------------------------------------------------------------------------------------
// ToolbarSeparator
// ---------------------------------------------------------------------------------------------

/** A `Separator` whose orientation follows the toolbar's. */
export type ToolbarSeparatorProps = Omit<SeparatorProps, 'orientation'>;

/** A line between groups of toolbar items, drawn across the toolbar's direction (vertical in a horizontal toolbar). */
export function ToolbarSeparator({className, ...props}: ToolbarSeparatorProps) {
  const orientation = useContext(ToolbarOrientationContext);
  return (
    <Separator
      {...props}
      orientation={orientation === 'horizontal' ? 'vertical' : 'horizontal'}
      className={composeClassName(className, 'ui-ToolbarSeparator')}
    />
  );
}
