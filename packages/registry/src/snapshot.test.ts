import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildRegistry} from './items';
import {readCatalogue, readLibrary} from './library';
import {publishRegistries} from './publish';
import {readSnapshots, writeSnapshot} from './snapshot';

const root = path.resolve(__dirname, '../../..');

describe('a frozen registry', () => {
  it('should read back what a cut wrote, and be served beside the current version', () => {
    const registry = buildRegistry({
      library: readLibrary(path.join(root, 'packages/react')),
      catalogue: readCatalogue(path.join(root, 'showcase/components.json')),
      version: '2.x',
      homepage: 'https://tessera-ui.dev',
    });
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-snapshot-'));
    writeSnapshot(registry, path.join(site, 'versioned_registry/2.x'));
    const [frozen] = readSnapshots(site, ['2.x', '1.x']);
    expect(frozen).toEqual(registry);

    const current = {
      ...registry,
      index: {...registry.index, meta: {version: '3.x', versions: ['3.x']}},
      items: registry.items.map((item) => ({...item, meta: {...item.meta, version: '3.x'}})),
    };
    const paths = publishRegistries([current, frozen!], 'https://tessera-ui.dev/r').map(
      (file) => file.path,
    );
    expect(paths).toContain('r/3.x/tabs.json');
    expect(paths).toContain('r/2.x/tabs.json');
    expect(paths).toContain('r/tabs.json');
  });

  it('should name a frozen item that is no longer valid', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-snapshot-'));
    const dir = path.join(site, 'versioned_registry/1.x');
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(
      path.join(dir, 'index.json'),
      JSON.stringify({
        $schema: 'https://ui.shadcn.com/schema/registry.json',
        name: 'tessera-ui',
        homepage: 'https://tessera-ui.dev',
        items: [
          {
            name: 'button',
            type: 'registry:ui',
            title: 'Button',
            description: 'x',
            dependencies: [],
            registryDependencies: [],
            files: [{path: 'a', type: 'registry:ui', target: 'a'}],
            meta: {version: '1.x', package: '@tessera-ui/react', exports: []},
          },
        ],
        meta: {version: '1.x', versions: ['1.x']},
      }),
    );
    fs.writeFileSync(path.join(dir, 'button.json'), JSON.stringify({name: 'button', files: []}));
    expect(() => readSnapshots(site, ['1.x'])).toThrow(/^Registry item "button" is invalid: /);
  });
});
