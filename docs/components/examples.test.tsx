import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {ComponentType} from 'react';
import {render} from '@testing-library/react';
import {axe} from 'jest-axe';
import {transform} from 'sucrase';
import {toLiveCode} from '../../src/components/Example/source';
import liveScope from '../../src/theme/ReactLiveScope';

const pagesDir = __dirname;
const examplesDir = path.join(pagesDir, 'examples');

function listFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const exampleFiles = listFiles(examplesDir)
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .sort();
const pages = readdirSync(pagesDir).filter((file) => file.endsWith('.mdx'));

function importedExamples(page: string): string[] {
  const text = readFileSync(path.join(pagesDir, page), 'utf8');
  return [...text.matchAll(/^import\s+\w+\s+from\s+'(\.\/examples\/[^']+)';$/gm)].map((match) =>
    path.join(pagesDir, match[1]!),
  );
}

/** Each example as the build makes it JavaScript (plugins/example-js), made once for all. */
let javaScript: Record<string, string> | undefined;
function javaScriptOf(file: string): string {
  javaScript ??= JSON.parse(
    execFileSync(
      process.execPath,
      [path.join(__dirname, '../../plugins/example-js/toJavaScriptFiles.mjs'), ...exampleFiles],
      {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
    ),
  ) as Record<string, string>;
  return javaScript[file]!;
}

/**
 * The example's component from its JavaScript, as the live editor runs it (imports bound to the
 * live scope), compiled without TypeScript's syntax: a type left in fails to compile.
 */
function componentFromJavaScript(code: string): ComponentType {
  const program = toLiveCode(code).replace(/\n\nrender\(<(\w+) \/>\);$/, '\n\nreturn $1;');
  const {code: compiled} = transform(program, {transforms: ['jsx'], production: true});
  const scope = liveScope as Record<string, unknown>;
  // Bindings only: the module object the scope comes in also has `default` and `__esModule`.
  const names = Object.keys(scope).filter(
    (name) => /^[A-Z_$][\w$]*$/i.test(name) && name !== 'default',
  );
  const run = new Function(...names, compiled) as (...bindings: unknown[]) => ComponentType;
  return run(...names.map((name) => scope[name]));
}

/** Markup with React's and React Aria's generated ids made alike, which differ from root to root. */
const withoutGeneratedIds = (html: string) =>
  html.replace(/«r[0-9a-z]+»|:r[0-9a-z]+:|_r_[0-9a-z]+_|react-aria\d+-\d+/g, 'ID');

describe('component page examples', () => {
  it('should have an example file behind every example a page imports, and no orphans', () => {
    const imported = new Set(pages.flatMap(importedExamples));
    expect([...imported].filter((file) => !exampleFiles.includes(file))).toEqual([]);
    expect(exampleFiles.filter((file) => !imported.has(file))).toEqual([]);
    expect(exampleFiles.length).toBeGreaterThan(0);
  });

  it("should import only names the live editor's scope provides, so an edited example still runs", () => {
    const missing = exampleFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';$/gm)]
        .filter(([, typeOnly]) => !typeOnly)
        .flatMap(([, , names, from]) =>
          names!
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type '))
            .map((name) => name.split(/\s+as\s+/)[0]!)
            .filter((name) => !(name in liveScope))
            .map((name) => `${path.relative(examplesDir, file)}: ${name} from ${from}`),
        );
    });
    expect(missing).toEqual([]);
  });

  describe.each(exampleFiles.map((file) => ({name: path.relative(examplesDir, file), file})))(
    '$name',
    ({file}) => {
      it('should render with no console error and no axe violation', async () => {
        const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
        try {
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const Example = (require(file) as {default: ComponentType}).default;
          const {container} = render(<Example />);
          expect(container).not.toBeEmptyDOMElement();
          expect(await axe(container)).toHaveNoViolations();
          expect(consoleError).not.toHaveBeenCalled();
        } finally {
          consoleError.mockRestore();
        }
      });

      it('should render the same from its generated JavaScript as from its TypeScript', () => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const Example = (require(file) as {default: ComponentType}).default;
        const expected = withoutGeneratedIds(render(<Example />).container.innerHTML);
        const FromJavaScript = componentFromJavaScript(javaScriptOf(file));
        expect(withoutGeneratedIds(render(<FromJavaScript />).container.innerHTML)).toBe(expected);
      });
    },
  );
});
