export const CHANGE_TYPES = [
  'Added',
  'Changed',
  'Deprecated',
  'Removed',
  'Fixed',
  'Security',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** One line of release notes. */
export interface ChangeEntry {
  type: ChangeType;
  /** The component the entry starts with (`Button: …`), or null for a change to the package. */
  component: string | null;
  /** The entry's Markdown without the component prefix. */
  markdown: string;
  /** The same, rendered: inline code, links, bold and emphasis. */
  html: string;
}

export interface Release {
  /** A semver version, or `Unreleased` for changes not released yet. */
  version: string;
  /** ISO date (YYYY-MM-DD) of a release; null for Unreleased. */
  date: string | null;
  /** Fragment of the release on the changelog page. */
  anchor: string;
  entries: ChangeEntry[];
}

export interface PluginOptions {
  id?: string;
  /** The release notes, relative to the site. */
  file: string;
  /** Page and feeds live under it: /changelog, /changelog/rss.xml, … */
  routeBasePath: string;
  title: string;
  description: string;
  /** Name used in feed item titles and mail subjects. */
  packageName: string;
}

export type Options = Partial<PluginOptions>;

/** What the changelog page and the feeds' JSON extension carry for one release. */
export interface ReleaseView extends Release {
  /** The release's notes as plain text (Markdown), for mail and feed readers. */
  text: string;
}
