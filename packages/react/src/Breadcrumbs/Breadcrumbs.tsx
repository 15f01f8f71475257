import type {Ref} from 'react';
import {
  Breadcrumb as RACBreadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  composeRenderProps,
  Link as RACLink,
  type BreadcrumbProps as RACBreadcrumbProps,
  type BreadcrumbsProps as RACBreadcrumbsProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import {ChevronIcon, composeClassName} from '../utils';
import './Breadcrumbs.css';

// ---------------------------------------------------------------------------------------------
// Breadcrumbs
// ---------------------------------------------------------------------------------------------

export interface BreadcrumbsProps<T extends object> extends Omit<
  RACBreadcrumbsProps<T>,
  'className' | 'render'
> {
  /** Name of the navigation landmark. @default 'Breadcrumbs' */
  'aria-label'?: string;
  /** Extra class names, merged with `ui-Breadcrumbs` on the `<nav>`. */
  className?: string;
  /** Ref to the `<nav>` landmark. */
  ref?: Ref<HTMLElement>;
}

/**
 * The trail of links from the site's root to the current page, in a `<nav>` landmark named
 * "Breadcrumbs". The last `Breadcrumb` is the current page (`aria-current="page"`).
 */
export function Breadcrumbs<T extends object>({
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
  style,
  ref,
  ...props
}: BreadcrumbsProps<T>) {
  return (
    <nav
      ref={ref}
      aria-label={ariaLabel ?? (ariaLabelledBy ? undefined : 'Breadcrumbs')}
      aria-labelledby={ariaLabelledBy}
      className={composeClassName(className, 'ui-Breadcrumbs')}
      style={style}
      data-disabled={props.isDisabled || undefined}
    >
      <RACBreadcrumbs
        {...props}
        className="ui-Breadcrumbs-list"
        // React Aria names the list itself; the name belongs to the landmark, so the list drops
        // it rather than have screen readers announce "Breadcrumbs" twice.
        render={({'aria-label': _listLabel, ...listProps}) => <ol {...listProps} />}
      />
    </nav>
  );
}

// ---------------------------------------------------------------------------------------------
// Breadcrumb
// ---------------------------------------------------------------------------------------------

export interface BreadcrumbProps extends RACBreadcrumbProps {
  /** Where the link goes; the current page (the last breadcrumb) is never a live link. */
  href?: RACLinkProps['href'];
  /** Browsing context for the link, e.g. `_blank`. @default '_self' */
  target?: RACLinkProps['target'];
  /** Options for the client-side router set in `RouterProvider`. */
  routerOptions?: RACLinkProps['routerOptions'];
  /** Ref to the `<li>` element. */
  ref?: Ref<HTMLLIElement>;
}

/**
 * One step of the trail: a link, followed by a separator drawn for sighted users only. The last
 * one is marked `aria-current="page"` and `data-current`, and is not a live link.
 */
export function Breadcrumb({
  href,
  target,
  routerOptions,
  className,
  children,
  ...props
}: BreadcrumbProps) {
  return (
    <RACBreadcrumb {...props} className={composeClassName(className, 'ui-Breadcrumb')}>
      {composeRenderProps(children, (content, {isCurrent, isDisabled}) => (
        <>
          <RACLink
            // A disabled link (and the current page) renders as a <span>, where React Aria would
            // still copy `href`: an attribute a span does not have.
            href={isDisabled ? undefined : href}
            target={target}
            routerOptions={routerOptions}
            className="ui-Breadcrumb-link"
          >
            {content}
          </RACLink>
          {!isCurrent && <ChevronIcon className="ui-Breadcrumb-separator" />}
        </>
      ))}
    </RACBreadcrumb>
  );
}
