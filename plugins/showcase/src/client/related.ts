// Card data for <RelatedShowcases> and <RelatedComponents>. An unknown component name throws, so a
// typo in an MDX page fails the build instead of rendering an empty block.
import {createNameResolver, suggestName} from '../names';
import type {ComponentCardData, ShowcaseCardData, RelatedCardsData} from '../types';

function resolveComponent(data: RelatedCardsData, component: string, caller: string): string {
  const slugs = data.components.map((entry) => entry.name);
  const slug = createNameResolver(slugs)(component);
  if (slug) return slug;
  const suggestion = suggestName(component, slugs);
  throw new Error(
    `<${caller} component="${component}"> names an unknown component.${suggestion ? ` Did you mean "${suggestion}"?` : ''} Use a name from showcase/components.json.`,
  );
}

export function findRelatedShowcases(
  data: RelatedCardsData,
  component: string,
): ShowcaseCardData[] {
  const slug = resolveComponent(data, component, 'RelatedShowcases');
  return data.showcases.filter((showcase) => showcase.components.includes(slug));
}

export function findRelatedComponents(
  data: RelatedCardsData,
  component: string,
): ComponentCardData[] {
  const slug = resolveComponent(data, component, 'RelatedComponents');
  const byName = new Map(data.components.map((entry) => [entry.name, entry]));
  return (byName.get(slug)?.related ?? []).flatMap((name) => {
    const entry = byName.get(name);
    return entry ? [entry] : [];
  });
}
