// Runs code samples through the project's own ESLint config, as if they were the named files.
// ESLint loads its ESM config with a dynamic import Jest's VM cannot do, so one Node process lints
// every sample.
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

const LINT_SAMPLES = `
import {ESLint} from 'eslint';
const samples = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const results = [];
for (const {code, file} of samples) {
  const [result] = await eslint.lintText(code, {filePath: file});
  results.push(result.messages.map((message) => message.message));
}
process.stdout.write(JSON.stringify(results));
`;

/** Each sample's lint messages, in order. */
export function lintSamples(samples: {code: string; file: string}[]): string[][] {
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', LINT_SAMPLES, JSON.stringify(samples)],
    {cwd: root, encoding: 'utf8'},
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[][];
}
