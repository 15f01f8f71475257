import type {ComponentPropsWithRef, ReactNode} from 'react';
import {composeClassName, useIsClient} from '../utils';
import {dependsOnPlatform, detectPlatform, keyFace, type Platform} from './keys';
import './Kbd.css';

export interface KbdProps extends Omit<ComponentPropsWithRef<'kbd'>, 'children'> {
  /** Keys pressed together, e.g. `['mod', 'K']`; named keys (mod, shift, alt, ctrl, enter, escape, backspace, tab, arrows...) show as platform symbols. `mod` is ⌘ on Apple and Ctrl elsewhere. */
  keys?: string[];
  /** Free content for a single key when `keys` is not given. */
  children?: ReactNode;
  /** Platform whose symbols to show; `auto` renders the non-Apple faces on the server, then detects the platform after mount. @default 'auto' */
  platform?: Platform | 'auto';
  /** Size of the key caps. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

// Names read by assistive technology are hidden with CSS rather than React Aria's VisuallyHidden:
// the site's search box shows a Kbd on every page, and React Aria would join every first load.
function KeyCap({keyName, platform}: {keyName: string; platform: Platform}) {
  if (!dependsOnPlatform(keyName)) {
    const face = keyFace(keyName, platform);
    return (
      <kbd className="ui-Kbd-key">
        <span aria-hidden="true">{face.symbol}</span>
        <span className="ui-Kbd-name">{face.name}</span>
      </kbd>
    );
  }
  // Both faces share one grid cell so the cap is as wide as the wider one: swapping
  // Ctrl for ⌘ after hydration moves nothing on the page.
  return (
    <kbd className="ui-Kbd-key ui-Kbd-stack">
      {(['other', 'apple'] as const).map((option) => {
        const face = keyFace(keyName, option);
        const active = option === platform;
        return (
          <span
            key={option}
            className="ui-Kbd-face"
            data-active={active || undefined}
            aria-hidden={!active || undefined}
          >
            <span aria-hidden="true">{face.symbol}</span>
            {active && <span className="ui-Kbd-name">{face.name}</span>}
          </span>
        );
      })}
    </kbd>
  );
}

/** A keyboard key or shortcut hint, with platform symbols (⌘ ⌥ ⇧ ⌃ ↵ ⌫ ⎋) that assistive tech reads by name. */
export function Kbd({
  keys,
  children,
  platform = 'auto',
  size = 'md',
  className,
  ...props
}: KbdProps) {
  const isClient = useIsClient();
  const resolved: Platform = platform !== 'auto' ? platform : isClient ? detectPlatform() : 'other';
  return (
    <kbd
      {...props}
      className={composeClassName(className, 'ui-Kbd')}
      data-size={size}
      data-platform={resolved}
    >
      {keys ? (
        keys.map((key, index) => (
          <span className="ui-Kbd-part" key={`${key}-${index}`}>
            {index > 0 && <span className="ui-Kbd-name"> + </span>}
            <KeyCap keyName={key} platform={resolved} />
          </span>
        ))
      ) : (
        <kbd className="ui-Kbd-key">{children}</kbd>
      )}
    </kbd>
  );
}
