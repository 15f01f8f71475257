// The shape the playground's build step (plugins/remark-site-data/playground) injects into a page:
// the controls already chosen from the component's docgen data, and the sample element as a tree.

/** A control for one prop, chosen from its docgen type (see controlFor). */
export type PropControl =
  | {kind: 'switch'}
  | {kind: 'segmented'; options: string[]}
  | {kind: 'select'; options: string[]}
  | {kind: 'number'}
  | {kind: 'text'};

export type PropValue = string | number | boolean;

export interface PlaygroundProp {
  name: string;
  control: PropControl;
  /** The docgen default, parsed: a prop at it is left out of the code. */
  defaultValue?: PropValue;
  /** The value the playground starts with, when it is not the default. */
  value?: PropValue;
}

/** A JSX element of the sample: `[type, attributes, ...children]`; a child is text or an element. */
export type TemplateNode = [string, Record<string, PropValue>, ...TemplateChild[]];
export type TemplateChild = string | TemplateNode;

export interface PlaygroundData {
  /** The component the controls set props of, as `@tessera-ui/react` exports it. */
  component: string;
  props: PlaygroundProp[];
  /** Text children of the component, editable as the `children` control. */
  children?: string;
  /** The sample element; the first element of type `component` gets the controls' props. */
  template: TemplateNode;
  /** The library's names the sample uses, in the order the import lists them. */
  imports: string[];
}

/** The playground's current values, by prop name (`children` included). */
export type PlaygroundValues = Record<string, PropValue | undefined>;
