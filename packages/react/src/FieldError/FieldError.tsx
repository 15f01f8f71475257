import type {Ref} from 'react';
import {
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
} from 'react-aria-components';
import {composeClassName} from '../utils/composeClassName';
import {FieldErrorIcon} from './FieldErrorIcon';
import './FieldError.css';

export interface FieldErrorProps extends RACFieldErrorProps {
  /** Ref to the rendered element. */
  ref?: Ref<HTMLElement>;
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
