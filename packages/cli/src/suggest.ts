/** Levenshtein distance, for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest name, if it is close enough to be what the user meant. */
export function closest(input: string, names: readonly string[]): string | undefined {
  const ranked = names
    .map((name) => ({name, distance: editDistance(input.toLowerCase(), name)}))
    .sort((a, b) => a.distance - b.distance);
  const best = ranked[0];
  const limit = Math.max(2, Math.floor(input.length / 3));
  if (best && best.distance <= limit) return best.name;
  return names.find((name) => name.startsWith(input.toLowerCase()) || input.includes(name));
}
