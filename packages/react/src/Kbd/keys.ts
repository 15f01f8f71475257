// Key vocabulary for Kbd: what each named key shows and how it is read, on Apple and elsewhere.
export type Platform = 'apple' | 'other';

export interface KeyFace {
  /** What sighted users see, e.g. ⌘. */
  symbol: string;
  /** What assistive tech reads, e.g. "Command". */
  name: string;
}

type KeyMap = Record<string, Record<Platform, KeyFace>>;

const same = (symbol: string, name: string) => ({
  apple: {symbol, name},
  other: {symbol, name},
});

const KEYS: KeyMap = {
  mod: {apple: {symbol: '⌘', name: 'Command'}, other: {symbol: 'Ctrl', name: 'Control'}},
  cmd: {apple: {symbol: '⌘', name: 'Command'}, other: {symbol: 'Win', name: 'Windows'}},
  meta: {apple: {symbol: '⌘', name: 'Command'}, other: {symbol: 'Win', name: 'Windows'}},
  ctrl: {apple: {symbol: '⌃', name: 'Control'}, other: {symbol: 'Ctrl', name: 'Control'}},
  alt: {apple: {symbol: '⌥', name: 'Option'}, other: {symbol: 'Alt', name: 'Alt'}},
  option: {apple: {symbol: '⌥', name: 'Option'}, other: {symbol: 'Alt', name: 'Alt'}},
  shift: same('⇧', 'Shift'),
  enter: {apple: {symbol: '↵', name: 'Return'}, other: {symbol: '↵', name: 'Enter'}},
  return: {apple: {symbol: '↵', name: 'Return'}, other: {symbol: '↵', name: 'Enter'}},
  backspace: {apple: {symbol: '⌫', name: 'Delete'}, other: {symbol: '⌫', name: 'Backspace'}},
  delete: same('⌦', 'Forward Delete'),
  escape: {apple: {symbol: '⎋', name: 'Escape'}, other: {symbol: 'Esc', name: 'Escape'}},
  esc: {apple: {symbol: '⎋', name: 'Escape'}, other: {symbol: 'Esc', name: 'Escape'}},
  tab: same('⇥', 'Tab'),
  space: same('Space', 'Space'),
  capslock: same('⇪', 'Caps Lock'),
  up: same('↑', 'Up Arrow'),
  down: same('↓', 'Down Arrow'),
  left: same('←', 'Left Arrow'),
  right: same('→', 'Right Arrow'),
  pageup: same('PgUp', 'Page Up'),
  pagedown: same('PgDn', 'Page Down'),
  home: same('Home', 'Home'),
  end: same('End', 'End'),
};

/** How a key looks and reads on a platform; unknown keys show as written (single letters upper-cased). */
export function keyFace(key: string, platform: Platform): KeyFace {
  const known = KEYS[key.toLowerCase()];
  if (known) return known[platform];
  const symbol = key.length === 1 ? key.toUpperCase() : key;
  return {symbol, name: symbol};
}

/** True when the key's face differs between Apple and other platforms. */
export function dependsOnPlatform(key: string): boolean {
  const known = KEYS[key.toLowerCase()];
  return known !== undefined && known.apple.symbol !== known.other.symbol;
}

/** Best guess at the user's platform, in the browser only. */
export function detectPlatform(): Platform {
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  const name = nav.userAgentData?.platform ?? nav.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(name) ? 'apple' : 'other';
}
