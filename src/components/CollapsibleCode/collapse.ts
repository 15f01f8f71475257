// Sizing rules shared by the server render (which cannot measure) and the browser (which can).

/** Code taller than this starts collapsed, so a long example does not push the page's text away. */
export const COLLAPSED_MAX_HEIGHT = 300;

/** Must match `.content pre` in styles.module.css: 14 px text × 1.5 line height, 16 px padding. */
export const CODE_LINE_HEIGHT = 21;
export const CODE_VERTICAL_PADDING = 32;

/** Height the code will take, estimated from its line count before layout exists. */
export function estimateCodeHeight(lineCount: number): number {
  return lineCount * CODE_LINE_HEIGHT + CODE_VERTICAL_PADDING;
}

/** Whether content of this height needs the Expand/Collapse control at all. */
export function isCollapsible(height: number, maxHeight = COLLAPSED_MAX_HEIGHT): boolean {
  return height > maxHeight;
}

/** The toggle's label for the current state (exact texts from the spec). */
export function toggleLabel(collapsed: boolean): 'Expand code' | 'Collapse code' {
  return collapsed ? 'Expand code' : 'Collapse code';
}
