import {registryThemeItemSchema} from '@tessera-ui/registry';
import {PRESETS} from '@tessera-ui/theme';
import {themeFiles} from './themes';

const files = themeFiles('https://tessera-ui.dev');

describe('themeFiles', () => {
  it('should publish every preset at /r/themes/<id>.json, and an index of them', () => {
    expect(files.map((file) => file.path)).toEqual([
      ...PRESETS.map((preset) => `r/themes/${preset.id}.json`),
      'r/themes/index.json',
    ]);
    expect(files.at(-1)!.json).toMatchObject({
      $schema: 'https://ui.shadcn.com/schema/registry.json',
      items: PRESETS.map(() => expect.objectContaining({type: 'registry:theme'})),
    });
  });

  it.each(PRESETS.filter((preset) => preset.id !== 'tessera'))(
    'should give $id its light and dark variables, named without dashes',
    ({id}) => {
      const item = registryThemeItemSchema.parse(
        files.find((file) => file.path === `r/themes/${id}.json`)!.json,
      );
      expect(item.cssVars.light).toHaveProperty(['tessera-accent']);
      expect(item.cssVars.dark).toHaveProperty(['tessera-accent']);
    },
  );

  it('should publish the default theme with no variables', () => {
    expect(files[0]!.json).toMatchObject({name: 'theme-tessera', cssVars: {}});
  });
});
