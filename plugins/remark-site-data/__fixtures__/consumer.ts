// A throw-away consumer app for the bundle-size tests: a temporary folder whose node_modules links
// fixture packages by name, as npm links a workspace package into the site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function createConsumer(...fixturePackages: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-consumer-'));
  for (const name of fixturePackages) {
    fs.mkdirSync(path.join(dir, 'node_modules'), {recursive: true});
    fs.symlinkSync(path.join(__dirname, name), path.join(dir, 'node_modules', name), 'dir');
  }
  return dir;
}
