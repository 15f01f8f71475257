// The theme builder's presets as shadcn registry:theme items: /r/themes/<id>.json for each, so
// `npx shadcn add` and `npx tessera-ui theme` take a preset by its URL, and /r/themes/index.json
// listing them. They stay out of /r/index.json: CLIs already released read that index strictly
// and would refuse an item that is not a component.
import {
  describeIssues,
  INDEX_SCHEMA_URL,
  registryThemeItemSchema,
  type PublishedFile,
  type RegistryThemeItem,
} from '@tessera-ui/registry';
import {deriveTheme, PRESETS, registryThemeItem} from '@tessera-ui/theme';

function themeItem(preset: (typeof PRESETS)[number]): RegistryThemeItem {
  const result = registryThemeItemSchema.safeParse(
    registryThemeItem(preset, deriveTheme(preset.input)),
  );
  if (!result.success) {
    throw new Error(
      `registry: the theme preset "${preset.id}" makes an invalid item: ${describeIssues(result.error)}.`,
    );
  }
  return result.data;
}

/** @param homepage the site's URL, e.g. `https://tessera-ui.dev` */
export function themeFiles(homepage: string): PublishedFile[] {
  const items = PRESETS.map((preset) => ({id: preset.id, item: themeItem(preset)}));
  return [
    ...items.map(({id, item}) => ({path: `r/themes/${id}.json`, json: item})),
    {
      path: 'r/themes/index.json',
      json: {
        $schema: INDEX_SCHEMA_URL,
        name: 'tessera-ui-themes',
        homepage,
        items: items.map(({item}) => item),
      },
    },
  ];
}
