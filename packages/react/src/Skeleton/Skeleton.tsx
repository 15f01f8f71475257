import type {ComponentPropsWithRef, CSSProperties} from 'react';
import './Skeleton.css';
import {composeClassName} from '../utils';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** `line` for text, `circle` for avatars, `block` for media and cards. @default 'line' */
  shape?: 'line' | 'circle' | 'block';
  /** Width (CSS length or px number). @default '100%' (circle: its height) */
  width?: CSSProperties['width'];
  /** Height (CSS length or px number). @default '1em' line, '2.5rem' circle, '8rem' block */
  height?: CSSProperties['height'];
  /** For `line`: how many lines to draw; the last one is shorter, like a paragraph. @default 1 */
  lines?: number;
  /** Animate a shimmer (never under reduced motion). @default true */
  isAnimated?: boolean;
}

/**
 * A placeholder for content that is loading. Hidden from assistive tech: announce loading once
 * elsewhere (e.g. `aria-busy` on the region, or a Spinner), not once per grey bar.
 */
export function Skeleton({
  shape = 'line',
  width,
  height,
  lines = 1,
  isAnimated = true,
  className,
  style,
  ...props
}: SkeletonProps) {
  const common = {'data-shape': shape, 'data-animated': isAnimated || undefined};
  if (shape === 'line' && lines > 1) {
    return (
      <div
        {...props}
        aria-hidden="true"
        className={composeClassName(className, 'ui-Skeleton-group')}
        style={{width, ...style}}
      >
        {Array.from({length: lines}, (_, index) => (
          <div
            key={index}
            {...common}
            className="ui-Skeleton"
            style={{height, width: index === lines - 1 ? '70%' : undefined}}
          />
        ))}
      </div>
    );
  }
  return (
    <div
      {...props}
      {...common}
      aria-hidden="true"
      className={composeClassName(className, 'ui-Skeleton')}
      style={{width, height, ...style}}
    />
  );
}
