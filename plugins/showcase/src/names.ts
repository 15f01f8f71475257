// Component names in relations may be written loosely (`textfield`, `FieldError`, `disclosure_group`):
// they are compared lower-case with "-", "_" and spaces removed, then resolved to the catalogue slug.

export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[-_\s]/g, '');
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest known slug to a misspelt name, when it is close enough to be a likely typo. */
export function suggestName(unknown: string, slugs: readonly string[]): string | undefined {
  const target = normalizeName(unknown);
  let best: {slug: string; distance: number} | undefined;
  for (const slug of slugs) {
    const candidate = normalizeName(slug);
    const distance =
      candidate.includes(target) && target.length >= 3 ? 1 : editDistance(target, candidate);
    if (!best || distance < best.distance) best = {slug, distance};
  }
  if (!best) return undefined;
  const tolerance = Math.max(2, Math.floor(target.length / 3));
  return best.distance <= tolerance ? best.slug : undefined;
}

/** Resolves loose names against the catalogue; `undefined` when a name matches nothing. */
export function createNameResolver(slugs: readonly string[]): (name: string) => string | undefined {
  const bySlug = new Map(slugs.map((slug) => [normalizeName(slug), slug]));
  return (name) => bySlug.get(normalizeName(name));
}
