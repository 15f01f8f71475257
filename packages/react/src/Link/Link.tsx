import type {Ref} from 'react';
import {
  composeRenderProps,
  Link as RACLink,
  VisuallyHidden,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import {composeClassName, ExternalIcon} from '../utils';
import './Link.css';

export interface LinkProps extends RACLinkProps {
  /** `inline` sits in running text (always underlined); `standalone` stands alone (underlined on hover, medium weight). @default 'inline' */
  variant?: 'inline' | 'standalone';
  /** Opens in a new tab with `rel="noopener noreferrer"`, an icon and a hidden "(opens in a new tab)" for assistive tech. @default true when `target="_blank"` */
  isExternal?: boolean;
  /** Text read after the link text when external. @default '(opens in a new tab)' */
  externalLabel?: string;
  /** Ref to the `<a>` element. */
  ref?: Ref<HTMLAnchorElement>;
}

/** A navigation link on RAC `Link`, inline or standalone, marking links that open a new tab. */
export function Link({
  variant = 'inline',
  isExternal: isExternalProp,
  externalLabel = '(opens in a new tab)',
  className,
  children,
  ...props
}: LinkProps) {
  const isExternal = isExternalProp ?? props.target === '_blank';
  return (
    <RACLink
      {...props}
      target={isExternal ? '_blank' : props.target}
      rel={isExternal ? (props.rel ?? 'noopener noreferrer') : props.rel}
      className={composeClassName(className, 'ui-Link')}
      data-variant={variant}
      data-external={isExternal || undefined}
    >
      {composeRenderProps(children, (content) =>
        isExternal ? (
          <>
            {content}
            <ExternalIcon className="ui-Link-icon" />
            <VisuallyHidden elementType="span" className="ui-Link-externalLabel">
              {' '}
              {externalLabel}
            </VisuallyHidden>
          </>
        ) : (
          content
        ),
      )}
    </RACLink>
  );
}
