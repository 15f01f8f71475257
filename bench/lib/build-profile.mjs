// Where a build's time goes, from Docusaurus's performance log (DOCUSAURUS_PERF_LOGGER=true):
// its phases (loading, bundling, rendering, postBuild), each plugin's content loading, and the
// parts our plugins name themselves (`tessera: docgen`, `tessera: bundle sizes`, … see
// plugins/buildTiming.ts), so a plugin that grows faster than the pages shows up.
import {readdirSync} from 'node:fs';

// eslint-disable-next-line no-control-regex -- the log is coloured
const ANSI = /\u001b\[[0-9;]*m/g;
const LINE = /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (ms|seconds)/;

/** Every timed label of the log, with its milliseconds (labels nest as `Parent > Child`). */
export function parsePerfLog(text) {
  return text
    .replace(ANSI, '')
    .split('\n')
    .map((line) => LINE.exec(line.trim()))
    .filter(Boolean)
    .map(([, label, value, unit]) => ({
      path: label.split(' > '),
      ms: Number(value) * (unit === 'seconds' ? 1000 : 1),
    }));
}

function add(map, name, ms) {
  const entry = map[name] ?? {ms: 0, calls: 0};
  entry.ms += ms;
  entry.calls += 1;
  map[name] = entry;
}

/** Phases, plugin loads and named parts of one build, in milliseconds; and its page count. */
export function buildProfile(text, outDir) {
  const phases = {};
  const plugins = {};
  const parts = {};
  for (const {path, ms} of parsePerfLog(text)) {
    const name = path.at(-1);
    // Build > <locale> > <phase>
    if (path[0] === 'Build' && path.length === 3) add(phases, name, ms);
    else if (path.at(-2) === 'Load plugins content' && name.startsWith('Load '))
      add(plugins, name.slice('Load '.length), ms);
    if (name.startsWith('tessera: ')) add(parts, name.slice('tessera: '.length), ms);
  }
  const pages = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((file) =>
    file.endsWith('.html'),
  ).length;
  return {pages, phases, plugins, parts};
}
