import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {loadCatalogue} from './catalogue';
import {DEFAULT_OPTIONS} from './options';

const FIXTURE_SITE = path.join(__dirname, '__fixtures__/site');

type Json = Record<string, unknown>[];
interface Edits {
  components?: (entries: Json) => unknown;
  showcases?: (entries: Json) => unknown;
  componentsText?: string;
  removeDemo?: string;
  demoText?: string;
}

/** Copies the fixture site to a temporary folder, applies the edits and loads it. */
async function loadEdited(edits: Edits = {}) {
  const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'showcase-plugin-'));
  await fs.cp(FIXTURE_SITE, siteDir, {recursive: true});
  const dir = path.join(siteDir, 'showcase');
  const rewrite = async (file: string, edit?: (entries: Json) => unknown) => {
    if (!edit) return;
    const entries = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as Json;
    await fs.writeFile(path.join(dir, file), JSON.stringify(edit(entries) ?? entries));
  };
  await rewrite('components.json', edits.components);
  await rewrite('showcases.json', edits.showcases);
  if (edits.componentsText !== undefined) {
    await fs.writeFile(path.join(dir, 'components.json'), edits.componentsText);
  }
  if (edits.removeDemo) await fs.rm(path.join(dir, 'demos', edits.removeDemo));
  if (edits.demoText !== undefined)
    await fs.writeFile(path.join(dir, 'demos/sign-in.tsx'), edits.demoText);
  try {
    return await loadCatalogue(siteDir, {...DEFAULT_OPTIONS, routeBasePath: '/showcase'}, '/');
  } finally {
    await fs.rm(siteDir, {recursive: true, force: true});
  }
}

describe('loadCatalogue', () => {
  it('should resolve loose component names to slugs, once each', async () => {
    const {components, showcases} = await loadEdited();
    expect(components.find((c) => c.name === 'form')?.related).toEqual([
      'button',
      'text-field',
      'field-error',
    ]);
    expect(showcases[0]).toMatchObject({
      name: 'sign-in',
      components: ['form', 'text-field', 'button'],
      permalink: '/showcase/sign-in',
      demoFile: 'showcase/demos/sign-in.tsx',
    });
    expect(showcases[0]?.source).toContain('export default function SignIn');
  });

  it('should reject a file that is not valid JSON', async () => {
    await expect(loadEdited({componentsText: '[{"name": "button",}]'})).rejects
      .toThrowErrorMatchingInlineSnapshot(`
     "Component catalogue showcase/components.json is not valid JSON (Expected double-quoted property name in JSON at position 19). Fix the syntax at that position.
     Cause: Expected double-quoted property name in JSON at position 19"
    `);
  });

  it('should reject a file that is not an array', async () => {
    await expect(
      loadEdited({componentsText: '{"name": "button"}'}),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `"Component catalogue showcase/components.json must hold a JSON array of entries, but holds an object. Wrap the entries in [ ]."`,
    );
  });

  it('should reject an entry with a missing field and keep the cause', async () => {
    const error = await loadEdited({
      showcases: (entries) => entries.map(({title: _title, ...entry}) => entry),
    }).catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatchInlineSnapshot(
      `"Showcase entry "sign-in" in showcase/showcases.json is invalid: "title" is required. Add "title": a short human-readable title."`,
    );
    expect((error as Error).cause).toMatchObject({name: 'ValidationError'});
  });

  it('should reject a bad slug', async () => {
    await expect(
      loadEdited({showcases: (entries) => entries.map((entry) => ({...entry, name: 'Sign In'}))}),
    ).rejects.toThrowErrorMatchingInlineSnapshot(`
     "Showcase entry "Sign In" in showcase/showcases.json is invalid: "name" must be a lower-case kebab-case slug. Set "name" to a lower-case kebab-case slug such as "text-field".
     Cause: "name" must be a lower-case kebab-case slug"
    `);
  });

  it('should reject an unknown field', async () => {
    await expect(
      loadEdited({showcases: (entries) => entries.map((entry) => ({...entry, tags: ['x']}))}),
    ).rejects.toThrowErrorMatchingInlineSnapshot(`
     "Showcase entry "sign-in" in showcase/showcases.json is invalid: "tags" is not allowed. Remove "tags"; the allowed fields are name, title, description, category, components.
     Cause: "tags" is not allowed"
    `);
  });

  it('should reject an unknown related component and suggest the closest name', async () => {
    await expect(
      loadEdited({
        components: (entries) =>
          entries.map((entry) =>
            entry.name === 'form' ? {...entry, related: ['buton', 'textfield']} : entry,
          ),
      }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `"Component entry "form" in showcase/components.json relates to unknown component "buton". Did you mean "button"? Use the name of an entry in showcase/components.json, or add an entry for it there."`,
    );
  });

  it('should reject an unknown related component without a close match', async () => {
    await expect(
      loadEdited({
        components: (entries) =>
          entries.map((entry) =>
            entry.name === 'form' ? {...entry, related: ['carousel']} : entry,
          ),
      }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `"Component entry "form" in showcase/components.json relates to unknown component "carousel". Use the name of an entry in showcase/components.json, or add an entry for it there."`,
    );
  });

  it('should reject an unknown component in a showcase', async () => {
    await expect(
      loadEdited({
        showcases: (entries) =>
          entries.map((entry) => ({...entry, components: ['form', 'text-feild']})),
      }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `"Showcase entry "sign-in" in showcase/showcases.json uses unknown component "text-feild". Did you mean "text-field"? Use the name of an entry in showcase/components.json, or add an entry for it there."`,
    );
  });

  it('should reject a duplicate name', async () => {
    await expect(
      loadEdited({showcases: (entries) => [...entries, {...entries[0], title: 'Sign in again'}]}),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `"Showcase entry "sign-in" in showcase/showcases.json is defined twice (entries #1 and #2). Names must be unique. Rename or remove one of them."`,
    );
  });

  it('should reject names that only differ by separators', async () => {
    await expect(
      loadEdited({components: (entries) => [...entries, {...entries[1], name: 'textfield'}]}),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `"Component entry "textfield" in showcase/components.json (#5) collides with "text-field" (#2): names are compared lower-case without "-", "_" and spaces. Rename or remove one of them."`,
    );
  });

  it('should reject a showcase whose demo file is missing', async () => {
    const error = await loadEdited({removeDemo: 'sign-in.tsx'}).catch(
      (caught: unknown) => caught as Error,
    );
    expect((error as Error).message).toMatchInlineSnapshot(
      `"Showcase entry "sign-in" in showcase/showcases.json has no demo: showcase/demos/sign-in.tsx was not found. Create it with a default-exported component, or fix the entry's "name"."`,
    );
    expect((error as Error).cause).toMatchObject({code: 'ENOENT'});
  });

  it('should reject a demo without a default export', async () => {
    await expect(
      loadEdited({demoText: 'export function SignIn() {}\n'}),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `"Showcase entry "sign-in" in showcase/showcases.json: showcase/demos/sign-in.tsx has no default export. Add "export default function …" for the component to render."`,
    );
  });

  it('should list every problem when there are several', async () => {
    await expect(
      loadEdited({
        showcases: (entries) =>
          entries.map((entry) => ({...entry, components: ['tabs', 'accordion']})),
      }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(`
     "The showcase catalogue has 2 problems:
       - Showcase entry "sign-in" in showcase/showcases.json uses unknown component "tabs". Use the name of an entry in showcase/components.json, or add an entry for it there.
       - Showcase entry "sign-in" in showcase/showcases.json uses unknown component "accordion". Use the name of an entry in showcase/components.json, or add an entry for it there."
    `);
  });
});
