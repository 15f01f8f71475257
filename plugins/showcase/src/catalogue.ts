// Loads the component and showcase catalogues, validates them and resolves every name, so that a
// bad entry fails the build with a message naming the file, the entry and how to fix it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Joi} from '@docusaurus/utils-validation';
import {createNameResolver, normalizeName, suggestName} from './names';
import {ComponentEntrySchema, ShowcaseEntrySchema, fixHint} from './schema';
import type {ComponentEntry, LoadedContent, PluginOptions, Showcase, ShowcaseEntry} from './types';

type CatalogueOptions = Pick<
  PluginOptions,
  'path' | 'componentsFile' | 'showcasesFile' | 'demosDir' | 'routeBasePath'
>;

interface CatalogueFile {
  /** Path relative to the site, as shown in messages. */
  file: string;
  /** "Component" or "Showcase", the word messages start with. */
  kind: string;
  schema: Joi.ObjectSchema;
}

const toPosix = (filePath: string) => filePath.split(path.sep).join('/');

/** Fails with every problem found, so one build shows them all. */
function throwProblems(problems: Error[]): void {
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) {
    const list = problems.map((problem) => `  - ${problem.message}`).join('\n');
    throw new AggregateError(
      problems,
      `The showcase catalogue has ${problems.length} problems:\n${list}`,
    );
  }
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

async function readJsonArray(siteDir: string, {file, kind}: CatalogueFile): Promise<unknown[]> {
  let text: string;
  try {
    text = await fs.readFile(path.join(siteDir, file), 'utf8');
  } catch (cause) {
    throw new Error(
      `${kind} catalogue ${file} could not be read. Create it (a JSON array of entries) or set the plugin's file option.`,
      {cause},
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new Error(
      `${kind} catalogue ${file} is not valid JSON (${(cause as Error).message}). Fix the syntax at that position.`,
      {cause},
    );
  }
  if (!Array.isArray(data)) {
    throw new Error(
      `${kind} catalogue ${file} must hold a JSON array of entries, but holds ${describeValue(data)}. Wrap the entries in [ ].`,
    );
  }
  return data;
}

function entryLabel(entry: unknown, index: number): string {
  const name = (entry as {name?: unknown} | null)?.name;
  return typeof name === 'string' && name ? `"${name}"` : `#${index + 1}`;
}

function validateEntries<T>(entries: unknown[], source: CatalogueFile): T[] {
  const problems: Error[] = [];
  const valid = entries.map((entry, index) => {
    const {error, value} = source.schema.validate(entry, {abortEarly: false, convert: false});
    for (const detail of error?.details ?? []) {
      problems.push(
        new Error(
          `${source.kind} entry ${entryLabel(entry, index)} in ${source.file} is invalid: ${detail.message}. ${fixHint(detail, source.schema)}`,
          {cause: error},
        ),
      );
    }
    return value as T;
  });
  throwProblems(problems);
  return valid;
}

function checkUniqueNames(entries: {name: string}[], source: CatalogueFile): void {
  const seen = new Map<string, number>();
  const problems: Error[] = [];
  entries.forEach(({name}, index) => {
    const key = normalizeName(name);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, index);
      return;
    }
    const original = entries[first]?.name;
    const clash =
      original === name
        ? `is defined twice (entries #${first + 1} and #${index + 1}). Names must be unique`
        : `(#${index + 1}) collides with "${original}" (#${first + 1}): names are compared lower-case without "-", "_" and spaces`;
    problems.push(
      new Error(
        `${source.kind} entry "${name}" in ${source.file} ${clash}. Rename or remove one of them.`,
      ),
    );
  });
  throwProblems(problems);
}

function unknownName(unknown: string, slugs: string[], componentsFile: string): string {
  const suggestion = suggestName(unknown, slugs);
  const guess = suggestion ? ` Did you mean "${suggestion}"?` : '';
  return `unknown component "${unknown}".${guess} Use the name of an entry in ${componentsFile}, or add an entry for it there.`;
}

function resolveNames(
  names: string[],
  owner: string,
  verb: string,
  source: CatalogueFile,
  componentsFile: string,
  slugs: string[],
  problems: Error[],
): string[] {
  const resolve = createNameResolver(slugs);
  const resolved = names.flatMap((loose) => {
    const slug = resolve(loose);
    if (slug) return [slug];
    problems.push(
      new Error(
        `${source.kind} entry "${owner}" in ${source.file} ${verb} ${unknownName(loose, slugs, componentsFile)}`,
      ),
    );
    return [];
  });
  // `textfield` and `text-field` are the same component: list it once.
  return [...new Set(resolved)];
}

export function joinUrl(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

async function loadDemo(
  siteDir: string,
  baseUrl: string,
  entry: ShowcaseEntry,
  options: CatalogueOptions,
  source: CatalogueFile,
): Promise<Showcase> {
  const demoFile = toPosix(path.join(options.path, options.demosDir, `${entry.name}.tsx`));
  let code: string;
  try {
    code = await fs.readFile(path.join(siteDir, demoFile), 'utf8');
  } catch (cause) {
    throw new Error(
      `Showcase entry "${entry.name}" in ${source.file} has no demo: ${demoFile} was not found. Create it with a default-exported component, or fix the entry's "name".`,
      {cause},
    );
  }
  if (!/^export default /m.test(code)) {
    throw new Error(
      `Showcase entry "${entry.name}" in ${source.file}: ${demoFile} has no default export. Add "export default function …" for the component to render.`,
    );
  }
  return {
    ...entry,
    permalink: joinUrl(baseUrl, options.routeBasePath, entry.name),
    demoFile,
    source: code,
  };
}

export async function loadCatalogue(
  siteDir: string,
  options: CatalogueOptions,
  baseUrl = '/',
): Promise<LoadedContent> {
  const componentsSource: CatalogueFile = {
    file: toPosix(path.join(options.path, options.componentsFile)),
    kind: 'Component',
    schema: ComponentEntrySchema,
  };
  const showcasesSource: CatalogueFile = {
    file: toPosix(path.join(options.path, options.showcasesFile)),
    kind: 'Showcase',
    schema: ShowcaseEntrySchema,
  };
  const [rawComponents, rawShowcases] = await Promise.all([
    readJsonArray(siteDir, componentsSource),
    readJsonArray(siteDir, showcasesSource),
  ]);

  const componentEntries = validateEntries<ComponentEntry>(rawComponents, componentsSource);
  const showcaseEntries = validateEntries<ShowcaseEntry>(rawShowcases, showcasesSource);
  checkUniqueNames(componentEntries, componentsSource);
  checkUniqueNames(showcaseEntries, showcasesSource);

  const slugs = componentEntries.map((entry) => entry.name);
  const problems: Error[] = [];
  const components = componentEntries.map((entry) => ({
    ...entry,
    related: resolveNames(
      entry.related,
      entry.name,
      'relates to',
      componentsSource,
      componentsSource.file,
      slugs,
      problems,
    ),
  }));
  const resolvedShowcases = showcaseEntries.map((entry) => ({
    ...entry,
    components: resolveNames(
      entry.components,
      entry.name,
      'uses',
      showcasesSource,
      componentsSource.file,
      slugs,
      problems,
    ),
  }));
  throwProblems(problems);

  const demos = await Promise.allSettled(
    resolvedShowcases.map((entry) => loadDemo(siteDir, baseUrl, entry, options, showcasesSource)),
  );
  throwProblems(
    demos.flatMap((demo) => (demo.status === 'rejected' ? [demo.reason as Error] : [])),
  );
  const showcases = demos.flatMap((demo) => (demo.status === 'fulfilled' ? [demo.value] : []));
  return {components, showcases};
}

/** Files whose change must reload `npm run dev`. */
export function catalogueFiles(siteDir: string, options: CatalogueOptions): string[] {
  const root = path.join(siteDir, options.path);
  return [
    path.join(root, options.componentsFile),
    path.join(root, options.showcasesFile),
    path.join(root, options.demosDir, '*.tsx'),
  ];
}
