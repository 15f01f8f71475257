// npm run version:record-release: records the API of the version in packages/react/package.json
// (plugins/versions/recordRelease.ts). Run it when that version is published.
import path from 'node:path';
import {recordRelease} from '../plugins/versions/recordRelease';
import {siteApiHistory} from '../plugins/versions/siteHistory';

const siteDir = path.resolve(__dirname, '..');
try {
  const file = recordRelease({
    siteDir,
    components: siteApiHistory(siteDir).components(undefined),
    recordedBy: 'npm run version:record-release',
  });
  console.log(`Recorded ${file}. Review it, then commit.`);
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
