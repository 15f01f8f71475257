import type {Ref} from 'react';
import {
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
} from 'react-aria-components';
import {composeClassName} from '../utils/composeClassName';
import './FieldError.css';

export interface FieldErrorProps extends RACFieldErrorProps {
  /** Ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Error glyph: an icon as well as colour, so an error never relies on colour alone (WCAG 1.4.1). */
export function FieldErrorIcon() {
  return (
    <svg className="ui-FieldError-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5v4.25" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="8" cy="11.25" r="0.9" fill="currentColor" />
    </svg>
  );
}

/**
 * A field's validation message. Renders only while the field is invalid, and is linked to the
 * control with `aria-describedby`. Without children it shows the browser's or `validate`'s messages.
 */
export function FieldError({className, children, ...props}: FieldErrorProps) {
  return (
    <RACFieldError {...props} className={composeClassName(className, 'ui-FieldError')}>
      {(renderProps) => {
        const content = typeof children === 'function' ? children(renderProps) : children;
        return (
          <>
            <FieldErrorIcon />
            <span className="ui-FieldError-text">{content ?? renderProps.defaultChildren}</span>
          </>
        );
      }}
    </RACFieldError>
  );
}
