// Shapes shared by the showcase plugin (Node side) and its theme components (browser side).

export interface PluginOptions {
  /** Plugin instance id; Docusaurus fills it in. */
  id: string;
  /** Folder holding the catalogue files and the demos, relative to the site directory. */
  path: string;
  /** Component catalogue, relative to `path`. */
  componentsFile: string;
  /** Showcase catalogue, relative to `path`. */
  showcasesFile: string;
  /** Folder of demo `.tsx` files (one per showcase, named after it), relative to `path`. */
  demosDir: string;
  /** URL segment of the showcase pages, relative to the site's baseUrl. */
  routeBasePath: string;
  /** `<title>` and heading of the index page. */
  title: string;
  /** Meta description of the index page. */
  description: string;
}

export type Options = Partial<PluginOptions>;

/** A documented component, as written in the component catalogue. */
export interface ComponentEntry {
  name: string;
  title: string;
  description: string;
  category: string;
  href: string;
  /** Names of related components; loose spellings (`textfield`) are resolved to slugs on load. */
  related: string[];
}

/** A showcase, as written in the showcase catalogue. */
export interface ShowcaseEntry {
  name: string;
  title: string;
  description: string;
  category: string;
  /** Components the demo uses; loose spellings are resolved to slugs on load. */
  components: string[];
}

/** A showcase once loaded: its entry plus where its page and demo live. */
export interface Showcase extends ShowcaseEntry {
  permalink: string;
  /** `@site/…` path of the demo module, for the route's `modules`. */
  demoModule: string;
  /** Demo path relative to the site directory, shown above the source. */
  demoFile: string;
  /** The demo's source code, shown on its page. */
  source: string;
}

export interface LoadedContent {
  components: ComponentEntry[];
  showcases: Showcase[];
}

/** What a showcase card needs; the index page and RelatedShowcases both render these. */
export interface ShowcaseCardData {
  name: string;
  title: string;
  description: string;
  category: string;
  components: string[];
  permalink: string;
}

/** What a related-component card needs. */
export interface ComponentCardData {
  name: string;
  title: string;
  description: string;
  category: string;
  href: string;
  related: string[];
}

/**
 * Global data (shipped with every page, so only what the cards need).
 * Read with `useShowcaseGlobalData()` from `plugins/showcase/src/client`.
 */
export interface ShowcaseGlobalData {
  components: ComponentCardData[];
  showcases: ShowcaseCardData[];
}

/** Props module of the `/showcase` index route. */
export interface ShowcaseIndexData {
  title: string;
  description: string;
  showcases: ShowcaseCardData[];
  /** Components used by at least one showcase, for the component filter. */
  components: Pick<ComponentCardData, 'name' | 'title'>[];
}

/** Props module of a `/showcase/{name}` route. */
export interface ShowcasePageData {
  showcase: Omit<Showcase, 'demoModule'>;
  components: Pick<ComponentCardData, 'name' | 'title' | 'href'>[];
  indexPermalink: string;
}
