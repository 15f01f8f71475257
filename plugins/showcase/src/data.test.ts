// Runs the real catalogue in showcase/ through the same checks as the build.
import fs from 'node:fs';
import path from 'node:path';
import {entryPointsByFolder} from '../../remark-site-data/props';
import {loadCatalogue} from './catalogue';
import {DEFAULT_OPTIONS} from './options';
import {ComponentEntrySchema, ShowcaseEntrySchema} from './schema';
import type {ComponentEntry, ShowcaseEntry} from './types';

const siteDir = path.join(__dirname, '../../..');
const read = <T>(file: string) =>
  JSON.parse(fs.readFileSync(path.join(siteDir, 'showcase', file), 'utf8')) as T[];
const components = read<ComponentEntry>('components.json');
const showcases = read<ShowcaseEntry>('showcases.json');

// Related lists chosen by hand for these pages, spelled loosely (`textfield`) as authors write
// them: the catalogue must keep them as written, and the build resolves the loose names.
const SEEDED: Record<string, string[]> = {
  form: [
    'button',
    'fieldset',
    'textfield',
    'input',
    'textarea',
    'label',
    'description',
    'fielderror',
  ],
  tabs: ['accordion'],
  accordion: ['disclosuregroup', 'disclosure'],
};

describe('component catalogue', () => {
  it('should have exactly one component page per entry', () => {
    const pages = fs
      .readdirSync(path.join(siteDir, 'docs/components'))
      .filter((file) => file.endsWith('.mdx') && file !== 'overview.mdx')
      .map((file) => file.replace(/\.mdx$/, ''));
    expect(pages.sort()).toEqual(components.map((entry) => entry.name).sort());
  });

  it('should give every component its own entry point in the package, under its slug', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(siteDir, 'packages/react/package.json'), 'utf8'),
    ) as {exports: Record<string, unknown>};
    const entries = Object.keys(manifest.exports)
      .filter((key) => /^\.\/[a-z-]+$/.test(key))
      .map((key) => key.slice(2));
    expect(entries.sort()).toEqual(components.map((entry) => entry.name).sort());
  });

  it.each(components)('$name', (entry) => {
    expect(ComponentEntrySchema.validate(entry, {convert: false}).error).toBeUndefined();
    expect(entry.href).toBe(`/docs/components/${entry.name}`);
    const seeded = SEEDED[entry.name];
    if (seeded) {
      expect(entry.related).toEqual(seeded);
    } else {
      expect(entry.related.length).toBeGreaterThanOrEqual(2);
      expect(entry.related.length).toBeLessThanOrEqual(4);
    }
  });
});

const uiDir = path.join(siteDir, 'packages/react/src');
const slugByFolder = entryPointsByFolder(uiDir);

/** Exported name → the page slug of the folder whose entry point exports it (`CardTitle` → card). */
const slugByExport = new Map(
  [...slugByFolder].flatMap(([folder, slug]) => {
    const file = path.join(uiDir, folder, 'index.ts');
    if (!fs.existsSync(file)) return [];
    const index = fs.readFileSync(file, 'utf8');
    const names = [...index.matchAll(/export\s*{([^}]*)}/g)].flatMap((match) =>
      match[1]!.split(',').map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      ),
    );
    return names.filter(Boolean).map((name) => [name, slug] as const);
  }),
);

/** Component slugs a demo imports from '@tessera-ui/react', read from the library's entry points. */
function importedComponents(demo: string): string[] {
  const source = fs.readFileSync(path.join(siteDir, 'showcase/demos', `${demo}.tsx`), 'utf8');
  const specifiers = /import\s*{([^}]*)}\s*from\s*'@tessera-ui\/react'/.exec(source)?.[1] ?? '';
  const used = specifiers
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((name) => slugByExport.get(name) ?? `${name} (exported by no entry point)`);
  return [...new Set(used)].sort();
}

describe('showcase catalogue', () => {
  it('should keep the eight first showcases, so none is dropped by mistake', () => {
    expect(showcases.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'login-card',
        'plan-picker',
        'checkout',
        'settings',
        'faq',
        'onboarding',
        'profile-form',
        'team-members',
      ]),
    );
  });

  it.each(showcases)('$name', (entry) => {
    expect(ShowcaseEntrySchema.validate(entry, {convert: false}).error).toBeUndefined();
    expect(fs.existsSync(path.join(siteDir, 'showcase/demos', `${entry.name}.test.tsx`))).toBe(
      true,
    );
    // The catalogue lists exactly what the demo imports, so filters and related cards tell the truth.
    expect([...entry.components].sort()).toEqual(importedComponents(entry.name));
  });

  it('should load as the build loads it', async () => {
    const content = await loadCatalogue(siteDir, {...DEFAULT_OPTIONS, routeBasePath: '/showcase'});
    expect(content.showcases).toHaveLength(showcases.length);
  });
});
