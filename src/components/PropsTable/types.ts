// The shape the props-table build step (plugins/remark-site-data/props.ts) injects into pages.

/** The inherited group of React's own typings of DOM elements (`id`, `aria-*`, `onClick`…). */
export const DOM_ATTRIBUTES = 'DOM attributes';

/** `deprecated` of a prop whose `@deprecated` tag has no text. */
export const DEPRECATED_WITHOUT_TEXT = 'yes';

export interface PropDoc {
  name: string;
  type: string;
  defaultValue?: string;
  description: string;
  required: boolean;
  /** The `data-*` attribute a state prop is exposed as (JSDoc `@selector`). */
  selector?: string;
  /** The JSDoc `@deprecated` text: what to use instead. */
  deprecated?: string;
  /**
   * The release the prop arrived in (`2.0`), when later than its component's: computed at build
   * time from the docs versions' props snapshots (plugins/versions/history.ts).
   */
  since?: string;
  /** `since` is the current line, not released yet: the badge reads "New in", not "Since". */
  isNew?: boolean;
}

export interface InheritedGroup {
  /** Where the props come from: "react-aria-components", "DOM attributes", or a package name. */
  source: string;
  props: PropDoc[];
}

export interface PropsData {
  component: string;
  description: string;
  own: PropDoc[];
  inherited: InheritedGroup[];
  /** The package entry point the component is exported from (`button`), which is also its page's slug. */
  module?: string;
  /** The component's JSDoc `@deprecated` text (an old name kept as an alias: "Use `Separator` instead."). */
  deprecated?: string;
  /** The release the component arrived in, when later than the first component of its module. */
  since?: string;
  isNew?: boolean;
}

/** The release a component or prop arrived in; `isNew` when that release is not out yet. */
export interface Arrival {
  since: string;
  isNew?: true;
}

/** React's DOM attributes of a component, as its page is given them: by name only. */
export interface DomAttributeNames {
  source: typeof DOM_ATTRIBUTES;
  names: string[];
}

/**
 * What a page's `<PropsTable>` is given: the component's `PropsData`, with the DOM attributes by
 * name (the table shows nothing else of them, and their rows were most of a page's script).
 */
export type PagePropsData = Omit<PropsData, 'inherited'> & {
  inherited: (InheritedGroup | DomAttributeNames)[];
};
