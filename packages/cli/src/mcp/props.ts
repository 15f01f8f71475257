// A component's props as its source declares them: every interface and type alias named *Props,
// with the JSDoc on each prop (the docs' props tables are generated from the same declarations).

/** The `*Props` declarations of a TypeScript source, each with its leading doc comment. */
export function propsDeclarations(source: string): string[] {
  const lines = source.split('\n');
  const found: string[] = [];
  for (let start = 0; start < lines.length; start++) {
    if (!/^(export )?(interface|type) \w*Props\b/.test(lines[start]!)) continue;
    let first = start;
    while (first > 0 && /^\s*(\/\*\*|\*)/.test(lines[first - 1]!)) first--;
    let depth = 0;
    let end = start;
    for (; end < lines.length; end++) {
      for (const char of lines[end]!) {
        if (char === '{' || char === '(') depth++;
        else if (char === '}' || char === ')') depth--;
      }
      if (depth === 0 && (/[;}]\s*$/.test(lines[end]!) || lines[end + 1]?.trim() === '')) break;
    }
    found.push(lines.slice(first, end + 1).join('\n'));
    start = end;
  }
  return found;
}
