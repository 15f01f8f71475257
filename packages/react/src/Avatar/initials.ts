// One grapheme per initial: a name's first "character" can be several code points (an emoji with
// skin tone or ZWJ parts, a flag, a letter with a combining accent), and cutting it leaves half a
// glyph or a lone surrogate. Intl.Segmenter finds the whole grapheme; where it is missing, code
// points at least never split a surrogate pair.
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, {granularity: 'grapheme'})
    : undefined;

function firstGrapheme(word: string): string {
  if (segmenter) {
    for (const {segment} of segmenter.segment(word)) return segment;
    return '';
  }
  return Array.from(word)[0] ?? '';
}

/** Up to two initials: first and last word of the name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = firstGrapheme(words[0] ?? '');
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1] ?? '') : '';
  return (first + last).toUpperCase();
}
