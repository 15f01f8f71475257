import {
  DOM_ATTRIBUTES,
  type PagePropsData,
  type PropsData,
} from '../../src/components/PropsTable/types';

/**
 * A component's props as its page is given them: React's DOM attributes (~280 per component, the
 * same for every `div`) by name only, since the page names them and nothing more. In full they were
 * most of a page's script: 22 kB of the Card page's 40 kB chunk (gzip), six times the same list.
 */
export function toPagePropsData(data: PropsData): PagePropsData {
  return {
    ...data,
    inherited: data.inherited.map((group) =>
      group.source === DOM_ATTRIBUTES
        ? {source: DOM_ATTRIBUTES, names: group.props.map((prop) => prop.name)}
        : group,
    ),
  };
}
