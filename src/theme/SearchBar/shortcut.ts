/** Whether the reader's platform names the search shortcut's modifier ⌘ (Meta) rather than Ctrl. */
export function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** The search shortcut as `aria-keyshortcuts` spells it on this platform. */
export function searchShortcutName(): string {
  return isApplePlatform() ? 'Meta+K' : 'Control+K';
}

/** Whether a key press is the search shortcut (the plugin's default, `mod+k`). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const apple = isApplePlatform();
  return (
    event.key.toLowerCase() === 'k' &&
    event.metaKey === apple &&
    event.ctrlKey === !apple &&
    !event.altKey &&
    !event.shiftKey
  );
}
