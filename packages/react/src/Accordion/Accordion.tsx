import {
  DisclosureGroup as RACDisclosureGroup,
  type DisclosureGroupProps as RACDisclosureGroupProps,
} from 'react-aria-components';
import {createContext, useContext, type Ref} from 'react';
import {
  Disclosure,
  DisclosurePanel,
  DisclosureTrigger,
  type DisclosurePanelProps,
  type DisclosureProps,
  type DisclosureTriggerProps,
} from '../Disclosure/Disclosure';
import './Accordion.css';
import {composeClassName} from '../utils';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type AccordionVariant = 'plain' | 'bordered';

const HeadingLevelContext = createContext<HeadingLevel>(3);

// ---------------------------------------------------------------------------------------------
// Accordion
// ---------------------------------------------------------------------------------------------

export interface AccordionProps extends RACDisclosureGroupProps {
  /** Heading level of every item's trigger, to fit the page's outline. @default 3 */
  headingLevel?: HeadingLevel;
  /** Look: items separated by rules, or the same inside a bordered box. @default 'plain' */
  variant?: AccordionVariant;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A stack of headed sections that expand and collapse; one at a time unless
 * `allowsMultipleExpanded`. Built on the ARIA accordion pattern.
 */
export function Accordion({
  headingLevel = 3,
  variant = 'plain',
  className,
  ...props
}: AccordionProps) {
  return (
    <HeadingLevelContext.Provider value={headingLevel}>
      <RACDisclosureGroup
        {...props}
        data-variant={variant}
        className={composeClassName(className, 'ui-Accordion')}
      />
    </HeadingLevelContext.Provider>
  );
}

// ---------------------------------------------------------------------------------------------
// AccordionItem / AccordionTrigger / AccordionPanel
// ---------------------------------------------------------------------------------------------

export type AccordionItemProps = DisclosureProps;

/** One section of an `Accordion`; its `id` is the key used by `expandedKeys`. */
export function AccordionItem({className, ...props}: AccordionItemProps) {
  return <Disclosure {...props} className={composeClassName(className, 'ui-AccordionItem')} />;
}

export interface AccordionTriggerProps extends Omit<DisclosureTriggerProps, 'level'> {
  /** Heading level for this item only. @default the Accordion's `headingLevel` */
  level?: HeadingLevel;
}

/** The heading and button that toggle an `AccordionItem`. */
export function AccordionTrigger({
  level,
  className,
  headingClassName,
  ...props
}: AccordionTriggerProps) {
  const headingLevel = useContext(HeadingLevelContext);
  return (
    <DisclosureTrigger
      {...props}
      level={level ?? headingLevel}
      headingClassName={composeClassName(headingClassName, 'ui-AccordionHeading')}
      className={composeClassName(className, 'ui-AccordionTrigger')}
    />
  );
}

export type AccordionPanelProps = DisclosurePanelProps;

/** The content of an `AccordionItem`. */
export function AccordionPanel({className, ...props}: AccordionPanelProps) {
  return (
    <DisclosurePanel {...props} className={composeClassName(className, 'ui-AccordionPanel')} />
  );
}
