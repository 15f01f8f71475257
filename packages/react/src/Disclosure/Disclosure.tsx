import {
  Button,
  Disclosure as RACDisclosure,
  DisclosurePanel as RACDisclosurePanel,
  Heading,
  type ButtonProps,
  type DisclosurePanelProps as RACDisclosurePanelProps,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import type {ReactNode, Ref} from 'react';
import './Disclosure.css';
import {ChevronIcon, composeClassName} from '../utils';

// ---------------------------------------------------------------------------------------------
// Disclosure
// ---------------------------------------------------------------------------------------------

export interface DisclosureProps extends RACDisclosureProps {
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** A section whose content is shown or hidden by a trigger button (ARIA disclosure pattern). */
export function Disclosure({className, ...props}: DisclosureProps) {
  return <RACDisclosure {...props} className={composeClassName(className, 'ui-Disclosure')} />;
}

// ---------------------------------------------------------------------------------------------
// DisclosureTrigger
// ---------------------------------------------------------------------------------------------

export interface DisclosureTriggerProps extends Omit<ButtonProps, 'slot' | 'children'> {
  /** The trigger's label. */
  children: ReactNode;
  /** Level of the heading that wraps the trigger button, to fit the page's outline. @default 3 */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Class name for the heading element around the button. */
  headingClassName?: string;
  /** Ref to the trigger button. */
  ref?: Ref<HTMLButtonElement>;
}

/** The heading and button that expand and collapse the enclosing `Disclosure`. */
export function DisclosureTrigger({
  level = 3,
  headingClassName,
  className,
  children,
  ...props
}: DisclosureTriggerProps) {
  return (
    <Heading level={level} className={composeClassName(headingClassName, 'ui-DisclosureHeading')}>
      <Button
        {...props}
        slot="trigger"
        className={composeClassName(className, 'ui-DisclosureTrigger')}
      >
        <span className="ui-DisclosureTrigger-label">{children}</span>
        <ChevronIcon className="ui-DisclosureChevron" />
      </Button>
    </Heading>
  );
}

// ---------------------------------------------------------------------------------------------
// DisclosurePanel
// ---------------------------------------------------------------------------------------------

export interface DisclosurePanelProps extends RACDisclosurePanelProps {
  /** Ref to the panel element. */
  ref?: Ref<HTMLDivElement>;
}

/** The content of a `Disclosure`, hidden (but still findable with the browser's find) while collapsed. */
export function DisclosurePanel({className, children, ...props}: DisclosurePanelProps) {
  return (
    <RACDisclosurePanel {...props} className={composeClassName(className, 'ui-DisclosurePanel')}>
      {/* Padding lives on an inner box so the panel itself can animate its height down to 0. */}
      <div className="ui-DisclosurePanel-content">{children}</div>
    </RACDisclosurePanel>
  );
}
