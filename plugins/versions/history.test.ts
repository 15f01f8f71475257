import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {PropDoc, PropsData} from '../../src/components/PropsTable/types';
import {ApiHistory, type ComponentsData} from './history';
import {formatSnapshot, packSnapshot, releaseSnapshotPath, snapshotPath} from './snapshot';

const prop = (name: string): PropDoc => ({
  name,
  type: 'boolean',
  description: `${name}.`,
  required: false,
});

function component(name: string, module: string, own: string[], inherited: string[] = []) {
  const data: PropsData & {module: string} = {
    component: name,
    module,
    description: `${name}.`,
    own: own.map(prop),
    inherited: inherited.length
      ? [{source: 'react-aria-components', props: inherited.map(prop)}]
      : [],
  };
  return data;
}

/** A site whose versions.json lists `cut` (newest first), each with a snapshot of `snapshots[label]`. */
function site(
  cut: string[],
  snapshots: Record<string, ReturnType<typeof component>[]>,
  packageVersion: string,
): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-history-'));
  fs.writeFileSync(path.join(siteDir, 'versions.json'), JSON.stringify(cut));
  fs.mkdirSync(path.join(siteDir, 'packages/react'), {recursive: true});
  fs.writeFileSync(
    path.join(siteDir, 'packages/react/package.json'),
    JSON.stringify({version: packageVersion}),
  );
  for (const [label, components] of Object.entries(snapshots)) {
    const file = snapshotPath(siteDir, label);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const byName = Object.fromEntries(components.map((data) => [data.component, data]));
    fs.writeFileSync(
      file,
      formatSnapshot(
        packSnapshot({version: label, release: `${label[0]}.4.0`, recordedBy: 'test'}, byName),
      ),
    );
  }
  return siteDir;
}

const current =
  (...components: ReturnType<typeof component>[]): (() => ComponentsData) =>
  () =>
    Object.fromEntries(components.map((data) => [data.component, data]));

const marks = (data: PropsData | undefined) =>
  [...(data?.own ?? []), ...(data?.inherited.flatMap((group) => group.props) ?? [])]
    .filter((item) => item.since)
    .map((item) => `${item.name} ${item.isNew ? 'new in' : 'since'} ${item.since}`);

describe('ApiHistory', () => {
  const siteDir = site(
    ['2.x', '1.x'],
    {
      '1.x': [component('Button', 'button', ['variant', 'isFullWidth'])],
      '2.x': [
        component('Button', 'button', ['variant', 'pendingText'], ['isPending']),
        component('ToggleButton', 'button', ['variant']),
      ],
    },
    '2.4.0',
  );
  const history = new ApiHistory({
    siteDir,
    currentProps: current(
      component(
        'Button',
        'button',
        ['variant', 'pendingText', 'isFullWidth', 'badge'],
        ['isPending'],
      ),
      component('ToggleButton', 'button', ['variant']),
      component('Kbd', 'kbd', ['keys']),
    ),
  });

  afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it('should order the versions oldest first and label the current one after the newest cut', () => {
    expect(history.versions.map((version) => `${version.label} ${version.release}`)).toEqual([
      '1.x 1.0',
      '2.x 2.0',
      '3.x 3.0',
    ]);
  });

  it('should mark props from the release they (re)appeared in, own and inherited, unreleased ones as new', () => {
    expect(marks(history.propsTable('Button', undefined))).toEqual([
      'pendingText since 2.0',
      'isFullWidth new in 3.0',
      'badge new in 3.0',
      'isPending since 2.0',
    ]);
  });

  it('should mark only what the page’s own version knows on a frozen page', () => {
    expect(marks(history.propsTable('Button', '2.x'))).toEqual([
      'pendingText since 2.0',
      'isPending since 2.0',
    ]);
    expect(marks(history.propsTable('Button', '1.x'))).toEqual([]);
  });

  it('should mark a component that arrived after the first one of its module', () => {
    expect(history.propsTable('ToggleButton', undefined)).toMatchObject({since: '2.0'});
    expect(history.propsTable('Button', undefined)?.since).toBeUndefined();
  });

  it('should leave props of a component that is new itself unmarked', () => {
    expect(marks(history.propsTable('Kbd', undefined))).toEqual([]);
  });

  it('should date a module from the first version of its unbroken run', () => {
    expect(history.moduleSince('button', undefined)).toEqual({since: '1.0'});
    expect(history.moduleSince('button', '2.x')).toEqual({since: '1.0'});
    expect(history.moduleSince('kbd', undefined)).toEqual({since: '3.0', isNew: true});
  });

  it('should have no table for a component the version does not have', () => {
    expect(history.propsTable('ToggleButton', '1.x')).toBeUndefined();
  });

  it('should say which file is missing when a cut version has no snapshot', () => {
    const bare = site(['1.x'], {}, '2.0.0');
    const broken = new ApiHistory({siteDir: bare, currentProps: current()});
    expect(() => broken.propsTable('Button', '1.x')).toThrow(
      new Error(
        'The 1.x docs have no props snapshot at versioned_artifacts/version-1.x/props.json: frozen pages never read the current source. Restore the file from the 1.x cut (npm run version:cut writes it).',
      ),
    );
    fs.rmSync(bare, {recursive: true, force: true});
  });

  it('should call the current line released once the library reaches its major', () => {
    const released = site([], {}, '2.0.0');
    expect(new ApiHistory({siteDir: released, currentProps: current()}).versions).toEqual([
      {label: '2.x', release: '2.0', isCurrent: true, isReleased: true},
    ]);
    fs.rmSync(released, {recursive: true, force: true});
  });
});

describe('ApiHistory with recorded releases of the current line', () => {
  function record(siteDir: string, release: string, components: ReturnType<typeof component>[]) {
    const file = releaseSnapshotPath(siteDir, release);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const byName = Object.fromEntries(components.map((data) => [data.component, data]));
    fs.writeFileSync(
      file,
      formatSnapshot(packSnapshot({version: '2.x', release, recordedBy: 'test'}, byName)),
    );
  }

  function history(packageVersion: string) {
    const siteDir = site(
      ['1.x'],
      {'1.x': [component('Button', 'button', ['variant'])]},
      packageVersion,
    );
    record(siteDir, '2.0.0', [
      component('Button', 'button', ['variant', 'size']),
      component('Kbd', 'kbd', ['keys']),
    ]);
    const api = new ApiHistory({
      siteDir,
      currentProps: current(
        component('Button', 'button', ['variant', 'size', 'isPending']),
        component('Kbd', 'kbd', ['keys']),
        component('Select', 'select', ['placeholder']),
        component('SelectItem', 'select', ['id']),
      ),
    });
    return {siteDir, api};
  }

  it('should mark what the source added since the newest release as new in the next minor', () => {
    const {siteDir, api} = history('2.0.0');
    expect(marks(api.propsTable('Button', undefined))).toEqual([
      'size since 2.0',
      'isPending new in 2.1',
    ]);
    expect(api.moduleSince('select', undefined)).toEqual({since: '2.1', isNew: true});
    expect(api.moduleSince('kbd', undefined)).toEqual({since: '2.0'});
    expect(api.moduleSince('button', undefined)).toEqual({since: '1.0'});
    fs.rmSync(siteDir, {recursive: true, force: true});
  });

  it('should say "since" once the library’s version reaches that minor, and not for a pre-release', () => {
    const released = history('2.1.0');
    expect(released.api.moduleSince('select', undefined)).toEqual({since: '2.1'});
    expect(marks(released.api.propsTable('Button', undefined))).toContain('isPending since 2.1');
    fs.rmSync(released.siteDir, {recursive: true, force: true});

    const beta = history('2.1.0-beta.1');
    expect(beta.api.moduleSince('select', undefined)).toEqual({since: '2.1', isNew: true});
    fs.rmSync(beta.siteDir, {recursive: true, force: true});
  });

  it('should read only the snapshots on a frozen page', () => {
    const {siteDir, api} = history('2.0.0');
    expect(marks(api.propsTable('Button', '1.x'))).toEqual([]);
    expect(api.moduleSince('button', '1.x')).toEqual({since: '1.0'});
    fs.rmSync(siteDir, {recursive: true, force: true});
  });
});
