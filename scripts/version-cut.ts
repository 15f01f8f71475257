// npm run version:cut <label>: freezes the current docs as docs version <label> (plugins/versions/cut.ts).
import path from 'node:path';
import {cutVersion} from '../plugins/versions/cut';

cutVersion({siteDir: path.resolve(__dirname, '..'), label: process.argv[2]})
  .then(({label, next}) => {
    console.log(
      `Cut ${label}: its pages are at /docs/${label}/ and the current docs are now ${next}. Review git status, build, then commit.`,
    );
  })
  .catch((error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
