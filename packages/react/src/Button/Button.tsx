import type {ReactNode, Ref} from 'react';
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import {Spinner} from '../Spinner';
import {composeClassName} from '../utils';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps extends RACButtonProps {
  /** Visual emphasis: one `primary` per view, `danger` for destructive actions. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding, matching the other controls. @default 'md' */
  size?: ButtonSize;
  /** Shown beside the spinner while `isPending` (e.g. "Uploading..."); without it the spinner overlays the hidden content, so the width never changes. */
  pendingText?: ReactNode;
  /** Ref to the `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
  /** 1.x's name for `isPending`. @deprecated Use `isPending` instead. */
  isLoading?: boolean;
  /** 1.x's name for `pendingText`. @deprecated Use `pendingText` instead. */
  loadingText?: ReactNode;
}

/** A button whose only content is an icon must carry its name in `aria-label` or `aria-labelledby`. */
type IconOnly =
  | {
      /** Square button holding only an icon; then `aria-label` (or `aria-labelledby`) is required. @default false */
      isIconOnly: true;
      'aria-label': string;
    }
  | {isIconOnly: true; 'aria-labelledby': string};

type WithText = {
  /** Square button holding only an icon; then `aria-label` (or `aria-labelledby`) is required. @default false */
  isIconOnly?: false;
};

export type ButtonProps = ButtonOwnProps & (IconOnly | WithText);

/** Triggers an action. Built on RAC `Button`: press events, `isPending` with an announced busy state. */
export function Button({
  variant = 'primary',
  size = 'md',
  isIconOnly = false,
  isPending,
  pendingText,
  isLoading,
  loadingText,
  className,
  children,
  ...props
}: ButtonProps) {
  // The 1.x names still work through 2.x, so an upgrade can rename them at its own pace.
  pendingText ??= loadingText;
  return (
    <RACButton
      {...props}
      isPending={isPending ?? isLoading}
      className={composeClassName(className, 'ui-Button')}
      data-variant={variant}
      data-size={size}
      data-icon-only={isIconOnly || undefined}
    >
      {composeRenderProps(children, (content, {isPending}) => (
        <>
          <span
            className="ui-Button-content"
            data-hidden={(isPending && pendingText !== undefined) || undefined}
          >
            {content}
          </span>
          {/* With pendingText the pending layer is always laid out (invisible while idle), so the
              button is as wide as the wider of the two and never changes width. */}
          {(isPending || pendingText !== undefined) && (
            <span
              className="ui-Button-pending"
              data-hidden={!isPending || undefined}
              aria-hidden={!isPending || undefined}
            >
              {isPending ? (
                <Spinner size={size === 'lg' ? 'md' : 'sm'} color="current" aria-label="Loading" />
              ) : (
                <span className="ui-Button-spinnerSpace" />
              )}
              {pendingText}
            </span>
          )}
        </>
      ))}
    </RACButton>
  );
}
