import type {ComponentPropsWithRef} from 'react';
import './Card.css';
import {composeClassName} from '../utils';

// ---- Card -----------------------------------------------------------------------------------

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** `outline` has a border, `elevated` a shadow, `filled` a muted fill, `ghost` nothing. @default 'outline' */
  variant?: 'outline' | 'elevated' | 'filled' | 'ghost';
  /** Inner spacing of the parts. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/** A surface that groups related content: header, content and footer parts. */
export function Card({variant = 'outline', size = 'md', className, ...props}: CardProps) {
  return (
    <div
      {...props}
      className={composeClassName(className, 'ui-Card')}
      data-variant={variant}
      data-size={size}
    />
  );
}

// ---- Parts ----------------------------------------------------------------------------------

export type CardHeaderProps = ComponentPropsWithRef<'div'>;

/** Top of the card: title, description and optional actions. */
export function CardHeader({className, ...props}: CardHeaderProps) {
  return <div {...props} className={composeClassName(className, 'ui-CardHeader')} />;
}

export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /** Heading level, to fit the page's outline. @default 3 */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** The card's heading. */
export function CardTitle({level = 3, className, ...props}: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading {...props} className={composeClassName(className, 'ui-CardTitle')} />;
}

export type CardDescriptionProps = ComponentPropsWithRef<'p'>;

/** Secondary text under the title. */
export function CardDescription({className, ...props}: CardDescriptionProps) {
  return <p {...props} className={composeClassName(className, 'ui-CardDescription')} />;
}

export type CardContentProps = ComponentPropsWithRef<'div'>;

/** The card's main content. */
export function CardContent({className, ...props}: CardContentProps) {
  return <div {...props} className={composeClassName(className, 'ui-CardContent')} />;
}

export type CardFooterProps = ComponentPropsWithRef<'div'>;

/** Bottom of the card, usually actions aligned to the end. */
export function CardFooter({className, ...props}: CardFooterProps) {
  return <div {...props} className={composeClassName(className, 'ui-CardFooter')} />;
}
