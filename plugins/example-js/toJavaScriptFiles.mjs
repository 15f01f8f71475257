// Prints `{[file]: javaScript}` for the `.tsx` files named on the command line, as the build makes
// them. For tests: Prettier, which detype prints with, loads its parsers by dynamic import, which
// Jest's module sandbox cannot run, so they run this in Node itself.
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url), {cache: true, interopDefault: true});
const {toJavaScript} = jiti('./toJavaScript.ts');

const files = process.argv.slice(2);
try {
  const sources = await Promise.all(
    files.map((file) => toJavaScript(fs.readFileSync(file, 'utf8'), file)),
  );
  process.stdout.write(JSON.stringify(Object.fromEntries(files.map((f, i) => [f, sources[i]]))));
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
