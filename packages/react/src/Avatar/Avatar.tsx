import {useEffect, useState, type ComponentPropsWithRef, type ReactNode} from 'react';
import {composeClassName, UserIcon} from '../utils';
import {initials} from './initials';
import {useImageStatus} from './useImageStatus';
import './Avatar.css';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Image URL; the fallback shows until (and unless) it loads. */
  src?: string;
  /** Text alternative, e.g. the person's name; empty string for a decorative avatar. @default name */
  alt?: string;
  /** Person or entity the avatar stands for; its initials are the fallback. */
  name?: string;
  /** Custom fallback content, shown instead of initials or the user icon. */
  fallback?: ReactNode;
  /** Wait this many ms before showing the fallback, so fast images never flash initials. @default 0 */
  fallbackDelay?: number;
  /** Diameter. @default 'md' */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Circle for people, rounded square for teams and apps. @default 'circle' */
  shape?: 'circle' | 'square';
}

function useDelayElapsed(delay: number): boolean {
  const [elapsed, setElapsed] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = window.setTimeout(() => setElapsed(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return elapsed;
}

/** A picture of a person or entity, falling back to initials or an icon when there is no image. */
export function Avatar({
  src,
  alt,
  name,
  fallback,
  fallbackDelay = 0,
  size = 'md',
  shape = 'circle',
  className,
  ...props
}: AvatarProps) {
  const status = useImageStatus(src);
  const delayElapsed = useDelayElapsed(fallbackDelay);
  const label = alt ?? name ?? '';
  const showImage = status === 'loaded';
  const showFallback = !showImage && (delayElapsed || status === 'error' || !src);
  return (
    <span
      {...props}
      className={composeClassName(className, 'ui-Avatar')}
      data-size={size}
      data-shape={shape}
      data-status={status}
      // The fallback is a picture too: name it once here rather than reading out initials.
      role={showImage ? undefined : label ? 'img' : undefined}
      aria-label={showImage || !label ? undefined : label}
      aria-hidden={!label || undefined}
    >
      {showImage && <img className="ui-Avatar-image" src={src} alt={label} />}
      {showFallback && (
        <span className="ui-Avatar-fallback" aria-hidden="true">
          {fallback ?? (name ? initials(name) : <UserIcon className="ui-Avatar-icon" />)}
        </span>
      )}
    </span>
  );
}
