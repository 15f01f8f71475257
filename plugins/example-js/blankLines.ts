/**
 * Takes out of the JavaScript version the blank lines the TypeScript source does not have. Babel,
 * which detype strips the types with, prints a blank line after a JSX element that spans lines
 * when a sibling follows, and Prettier keeps blank lines it is given. Both versions are printed by
 * Prettier with the same settings, so two lines that are neighbours in the source are neighbours in
 * the JavaScript too: a blank line between lines that stand next to each other somewhere in the
 * source was added, and goes. Every other blank line stays.
 */
export function dropAddedBlankLines(source: string, javascript: string): string {
  const neighbours = new Set<string>();
  const sourceLines = source.split('\n');
  for (let index = 1; index < sourceLines.length; index++) {
    neighbours.add(`${sourceLines[index - 1]}\n${sourceLines[index]}`);
  }
  const lines = javascript.split('\n');
  return lines
    .filter((line, index) => {
      if (line !== '' || index === 0 || index === lines.length - 1) return true;
      return !neighbours.has(`${lines[index - 1]}\n${lines[index + 1]}`);
    })
    .join('\n');
}
