import type {ContrastPair} from '@tessera-ui/theme/check';

/** A pair's colour as a reader knows it: `var(--tessera-fg-muted)` → `fg-muted`. */
export function colourName(expression: string): string {
  return expression.replace(/var\(--tessera-([\w-]+)(?:,[^)]*)?\)/g, '$1');
}

export const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

const KINDS: Record<ContrastPair['kind'], string> = {
  text: 'text',
  'large-text': 'large text',
  ui: 'boundary',
  focus: 'focus ring',
};

/** `Primary button text, hover`: what the pair colours, in which state. */
export function pairLabel(pair: ContrastPair): string {
  const variant = /\[data-(?:variant|status|type)='([\w-]+)'\]/.exec(pair.element)?.[1];
  const what = [variant, KINDS[pair.kind]].filter(Boolean).join(' ');
  return pair.state === 'default' ? what : `${what}, ${pair.state.replaceAll('+', ' + ')}`;
}
