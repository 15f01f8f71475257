// The `playground` front matter of a component page, checked for its shape. What it names is
// checked against the component's docgen data in data.ts.
import type {PropValue} from '../../../src/components/Playground/types';

/** What a page writes under `playground:` in its front matter. */
export interface PlaygroundFrontMatter {
  /** The component the controls set, as `@tessera-ui/react` exports it. */
  component: string;
  /** The props to expose, in the order of their controls; may be empty when `children` is given. */
  props: string[];
  /** Text children, editable as the `children` control. */
  children?: string;
  /** Starting values of exposed props, where the default would show nothing useful. */
  values?: Record<string, PropValue>;
  /**
   * JSX of the sample, for a component that needs more around it (a Select's items); its first
   * `<component>` element gets the controls' props. @default `<component />`
   */
  template?: string;
  /**
   * Whether the server renders the preview. `false` only for a page with no DOM budget left for
   * it: the preview then appears as the playground goes live. @default true
   */
}

const KEYS = ['component', 'props', 'children', 'values', 'template'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the shape of `playground` front matter; fails with one line naming the page and entry. */
export function parsePlaygroundFrontMatter(value: unknown, page: string): PlaygroundFrontMatter {
  const fail = (message: string): never => {
    throw new Error(`${page}: ${message}`);
  };
  if (!isRecord(value)) {
    return fail(
      'playground must be a mapping with component and props, e.g. {component: Button, props: [variant]}.',
    );
  }
  const unknown = Object.keys(value).find((key) => !KEYS.includes(key));
  if (unknown !== undefined) {
    fail(`playground.${unknown} is not a playground setting; use ${KEYS.join(', ')}.`);
  }
  const {component, props, children, values, template} = value;
  if (typeof component !== 'string' || component === '') {
    fail('playground.component must name a component of @tessera-ui/react, e.g. Button.');
  }
  if (!Array.isArray(props) || !props.every((prop) => typeof prop === 'string')) {
    fail('playground.props must list prop names, e.g. [variant, size].');
  }
  if ((props as string[]).length === 0 && children === undefined) {
    fail('playground.props is empty: list at least one prop, or give playground.children.');
  }
  const names = props as string[];
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) fail(`playground.props lists "${repeated}" twice.`);
  if (names.includes('children')) {
    fail('playground.props lists "children": give the text as playground.children instead.');
  }
  if (children !== undefined && typeof children !== 'string') {
    fail('playground.children must be text.');
  }
  if (values !== undefined && !isRecord(values)) {
    fail('playground.values must be a mapping of prop names to values, e.g. {variant: secondary}.');
  }
  for (const [name, sample] of Object.entries((values ?? {}) as Record<string, unknown>)) {
    if (!names.includes(name))
      fail(`playground.values sets "${name}", which playground.props does not list.`);
    if (!['string', 'number', 'boolean'].includes(typeof sample)) {
      fail(`playground.values.${name} must be a string, a number or a boolean.`);
    }
  }
  if (template !== undefined && (typeof template !== 'string' || template.trim() === '')) {
    fail('playground.template must be JSX text, e.g. "<Select label=\\"Country\\">…</Select>".');
  }
  return {
    component: component as string,
    props: names,
    ...(children !== undefined && {children: children as string}),
    ...(values !== undefined && {values: values as Record<string, PropValue>}),
    ...(template !== undefined && {template: template as string}),
  };
}
