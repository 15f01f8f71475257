// The contract between `npm run version:cut` and each step that freezes one generated artefact.

export interface FreezeContext {
  siteDir: string;
  /** The label being cut, `2.x`. */
  label: string;
  /** The library's package.json version at the cut, `2.4.1`. */
  release: string;
  /** `versioned_docs/version-<label>`: the docs the first step (`docusaurus docs:version`) copies. */
  docsDir: string;
  /** `versioned_artifacts/version-<label>`: where a step writes what it freezes. */
  artifactsDir: string;
}

/**
 * One artefact a docs version shows, frozen at the cut so the version's pages never read the
 * current source again. Steps run in order, `docusaurus docs:version` first; when one throws, the
 * cut removes everything it wrote and reports the step's message in one line.
 */
export interface FreezeHook {
  /** Printed by the cut: `props`. */
  name: string;
  /** One line for the cut's output and the docs: what the step freezes, where. */
  summary: string;
  /**
   * Freezes the artefact; resolves to the files or folders it created, relative to `siteDir` (the
   * cut removes them if a later step fails). Write only new files, or inside the new version's
   * folders (`docsDir`, `artifactsDir`).
   */
  run(context: FreezeContext): Promise<string[]>;
}
