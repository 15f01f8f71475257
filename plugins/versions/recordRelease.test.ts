import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {recordRelease} from './recordRelease';
import {readReleaseSnapshot, readReleaseVersions} from './snapshot';

function site(packageVersion: string): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-release-'));
  fs.writeFileSync(path.join(siteDir, 'versions.json'), JSON.stringify(['1.x']));
  fs.mkdirSync(path.join(siteDir, 'packages/react'), {recursive: true});
  fs.writeFileSync(
    path.join(siteDir, 'packages/react/package.json'),
    JSON.stringify({version: packageVersion}),
  );
  return siteDir;
}

const components = {
  Kbd: {
    component: 'Kbd',
    module: 'kbd',
    description: 'A key.',
    own: [{name: 'keys', type: 'string[]', description: 'The keys.', required: false}],
    inherited: [],
  },
};

describe('recordRelease', () => {
  it('should record the library version’s API as a release of the current line', () => {
    const siteDir = site('2.0.0');
    expect(recordRelease({siteDir, components, recordedBy: 'test'})).toBe(
      'versioned_artifacts/releases/2.0.0.json',
    );
    expect(readReleaseVersions(siteDir, 2)).toEqual(['2.0.0']);
    expect(readReleaseSnapshot(siteDir, '2.0.0')).toMatchObject({
      version: '2.x',
      release: '2.0.0',
      components: {Kbd: {module: 'kbd', own: [{name: 'keys'}]}},
    });
    fs.rmSync(siteDir, {recursive: true, force: true});
  });

  it('should refuse a release that is recorded already, and a pre-release', () => {
    const siteDir = site('2.0.0');
    recordRelease({siteDir, components, recordedBy: 'test'});
    expect(() => recordRelease({siteDir, components, recordedBy: 'test'})).toThrow(
      'versioned_artifacts/releases/2.0.0.json exists: 2.0.0 is recorded.',
    );
    fs.rmSync(siteDir, {recursive: true, force: true});
    const beta = site('2.1.0-beta.1');
    expect(() => recordRelease({siteDir: beta, components, recordedBy: 'test'})).toThrow(
      'packages/react/package.json says 2.1.0-beta.1: record a release, not a pre-release.',
    );
    fs.rmSync(beta, {recursive: true, force: true});
  });
});
