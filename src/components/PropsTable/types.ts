// The shape the props-table build step (plugins/remark-site-data/props.ts) injects into pages.

export interface PropDoc {
  name: string;
  type: string;
  defaultValue?: string;
  description: string;
  required: boolean;
  /** The `data-*` attribute a state prop is exposed as (JSDoc `@selector`). */
  selector?: string;
  deprecated?: string;
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
}
