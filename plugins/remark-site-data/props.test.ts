import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {componentFiles, loadAllProps} from './props';

const siteDir = path.resolve(__dirname, '../..');
const uiDir = path.join(__dirname, '__fixtures__/ui');

describe('props tables from docgen', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'props-cache-'));
  let data: ReturnType<typeof loadAllProps>;

  beforeAll(() => {
    data = loadAllProps(siteDir, uiDir, cacheDir);
  }, 120_000);

  afterAll(() => fs.rmSync(cacheDir, {recursive: true, force: true}));

  it('should find component files one folder deep', () => {
    expect(componentFiles(uiDir)).toEqual([
      path.join(uiDir, 'Choice/Choice.tsx'),
      path.join(uiDir, 'Fancy/Fancy.tsx'),
    ]);
  });

  it('should list own props with type, default, description, selector and required flag', () => {
    const fancy = data.Fancy;
    expect(fancy?.description).toBe('A fixture component for the props-table tests.');
    expect(fancy?.own).toEqual([
      {
        name: 'announcement',
        type: 'string',
        description: 'Text announced with the press.',
        required: true,
      },
      {
        name: 'isSparkly',
        type: 'boolean',
        description: 'Shows a sparkle.',
        required: false,
        selector: '[data-sparkle]',
      },
      {
        name: 'tone',
        type: '"calm" | "loud"',
        defaultValue: "'calm'",
        description: 'How loud the button looks.',
        required: false,
      },
    ]);
  });

  it('should group props inherited from react-aria-components, first', () => {
    const groups = data.Fancy?.inherited ?? [];
    expect(groups[0]?.source).toBe('react-aria-components');
    expect(groups[0]?.props.map((prop) => prop.name)).toEqual(
      expect.arrayContaining(['onPress', 'isDisabled']),
    );
    const all = groups.flatMap((group) => group.props.map((prop) => prop.name));
    expect(all).not.toContain('tone');
  });

  it('should type an inherited generic prop for each component, not as the first parsed', () => {
    const typeOf = (component: string, name: string) =>
      data[component]?.inherited.flatMap((group) => group.props).find((prop) => prop.name === name)
        ?.type;
    expect(typeOf('Choice', 'children')).toBe('ChildrenOrFunction<ToggleButtonRenderProps>');
    expect(typeOf('Fancy', 'children')).toBe('ChildrenOrFunction<ButtonRenderProps>');
    expect(typeOf('Fancy', 'render')).toBe('DOMRenderFunction<"button", ButtonRenderProps>');
    expect(typeOf('Fancy', 'style')).toBe('StyleOrFunction<ButtonRenderProps>');
  });

  it('should parse in a worker thread, started early, what it parses in the main thread', async () => {
    const workerCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'props-worker-cache-'));
    try {
      await jest.isolateModulesAsync(async () => {
        const fresh = (await import('./props')) as typeof import('./props');
        fresh.startDocgen(siteDir, uiDir, workerCacheDir);
        const pending = fresh.pendingDocgen(uiDir);
        expect(pending).toBeInstanceOf(Promise);
        await pending;
        expect(fresh.pendingDocgen(uiDir)).toBeUndefined();
        expect(fs.readdirSync(workerCacheDir)).toHaveLength(1);
        expect(fresh.loadAllProps(siteDir, uiDir, workerCacheDir)).toEqual(data);
      });
    } finally {
      fs.rmSync(workerCacheDir, {recursive: true, force: true});
    }
  }, 120_000);

  it('should write a cache keyed by content and reuse it', () => {
    const files = fs.readdirSync(cacheDir);
    expect(files).toHaveLength(1);
    // A second call in the same process is answered from memory, without parsing again.
    expect(loadAllProps(siteDir, uiDir, cacheDir)).toBe(data);
  });
});
