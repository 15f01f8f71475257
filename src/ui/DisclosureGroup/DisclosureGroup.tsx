import clsx from 'clsx';
import {
  DisclosureGroup as RACDisclosureGroup,
  composeRenderProps,
  type DisclosureGroupProps as RACDisclosureGroupProps,
} from 'react-aria-components';
import type {Ref} from 'react';
import './DisclosureGroup.css';

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
    <RACDisclosureGroup
      {...props}
      className={composeRenderProps(className, (c) => clsx('ui-DisclosureGroup', c))}
    />
  );
}
