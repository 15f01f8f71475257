// A page's playground data: its front matter checked against the components' docgen data (the
// props table's own extraction, so each prop's type and default are written once, in the source)
// and reduced to what the page needs: the exposed props' controls and defaults, and the sample.
import type {PropDoc, PropsData} from '../../../src/components/PropsTable/types';
import {controlFor, fitsControl, parseDefault} from '../../../src/components/Playground/controls';
import type {
  PlaygroundData,
  PlaygroundProp,
  TemplateNode,
} from '../../../src/components/Playground/types';
import {parsePlaygroundFrontMatter} from './frontMatter';
import {elementTypes, parseTemplate} from './template';

export interface PagePlayground {
  data: PlaygroundData;
  /** The library's entry points (`select`) whose components the sample renders. */
  modules: string[];
}

function findProp(component: PropsData, name: string): PropDoc | undefined {
  return [...component.own, ...component.inherited.flatMap((group) => group.props)].find(
    (prop) => prop.name === name,
  );
}

/** The playground of the page `page` from its `playground` front matter; fails naming the entry. */
export function toPlaygroundData(
  value: unknown,
  components: Record<string, PropsData>,
  page: string,
): PagePlayground {
  const fail = (message: string): never => {
    throw new Error(`${page}: ${message}`);
  };
  const frontMatter = parsePlaygroundFrontMatter(value, page);
  const {component: name} = frontMatter;
  const component = components[name];
  if (!component)
    fail(`playground.component "${name}" is not a component @tessera-ui/react exports.`);

  const props = frontMatter.props.map((propName): PlaygroundProp => {
    const prop = findProp(component!, propName);
    if (!prop)
      fail(
        `playground.props lists "${propName}", which is not a prop of ${name} in its docgen data.`,
      );
    const control = controlFor(prop!.type);
    if (!control) {
      fail(
        `playground.props lists "${propName}", whose type ${prop!.type} has no control (boolean, number, string, text or a union of string literals).`,
      );
    }
    const defaultValue = parseDefault(prop!.defaultValue);
    const sample = frontMatter.values?.[propName];
    if (sample !== undefined && !fitsControl(control!, sample)) {
      fail(
        `playground.values.${propName} is ${JSON.stringify(sample)}, which ${name}'s ${propName} (${prop!.type}) cannot take.`,
      );
    }
    return {
      name: propName,
      control: control!,
      ...(defaultValue !== undefined && {defaultValue}),
      ...(sample !== undefined && sample !== defaultValue && {value: sample}),
    };
  });

  let template: TemplateNode = [name, {}];
  if (frontMatter.template !== undefined) {
    try {
      template = parseTemplate(frontMatter.template);
    } catch (error) {
      fail(
        `playground.template is not a template the playground can render: ${(error as Error).message.replace(/\.$/, '')}.`,
      );
    }
  }
  const types = elementTypes(template);
  if (!types.includes(name))
    fail(`playground.template has no <${name}> element to set the props on.`);
  const library = types.filter((type) => /^[A-Z]/.test(type));
  const unknown = library.find((type) => !components[type]?.module);
  if (unknown !== undefined)
    fail(`playground.template uses <${unknown}>, which @tessera-ui/react does not export.`);

  return {
    data: {
      component: name,
      props,
      ...(frontMatter.children !== undefined && {children: frontMatter.children}),
      template,
      imports: [...library].sort(),
    },
    modules: [...new Set(library.map((type) => components[type]!.module!))].sort(),
  };
}
