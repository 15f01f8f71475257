/** A package.json `exports` value: a path, or conditions mapping to one. */
type ExportValue = string | {[condition: string]: string};

/**
 * The TypeScript source of every public JavaScript entry: each exports entry names its source under
 * the repository's own condition (`@tessera-ui/source`), the only targets in `src/`.
 */
export function sourceEntries(exports: Record<string, ExportValue>): string[] {
  return Object.values(exports).flatMap((value) =>
    typeof value === 'string'
      ? []
      : Object.values(value).filter((target) => /^\.\/src\/.+\.tsx?$/.test(target)),
  );
}
