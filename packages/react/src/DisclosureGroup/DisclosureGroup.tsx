import {
  DisclosureGroup as RACDisclosureGroup,
  type DisclosureGroupProps as RACDisclosureGroupProps,
} from 'react-aria-components';
import type {Ref} from 'react';
import './DisclosureGroup.css';
import {composeClassName} from '../utils';

export interface DisclosureGroupProps extends RACDisclosureGroupProps {
  /** Ref to the group element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A set of `Disclosure`s that share expansion state: one open at a time unless
 * `allowsMultipleExpanded`, controlled with `expandedKeys` (each Disclosure's `id`).
 */
export function DisclosureGroup({className, ...props}: DisclosureGroupProps) {
  return (
    <RACDisclosureGroup {...props} className={composeClassName(className, 'ui-DisclosureGroup')} />
  );
}
