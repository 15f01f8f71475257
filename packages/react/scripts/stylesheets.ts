import {build} from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes the package's two stylesheets next to the JavaScript:
 * - `dist/tokens.css`: the design tokens alone (light and dark), for apps that style their own parts;
 * - `dist/styles.css`: the tokens, then every component's CSS in the order the entry imports it,
 *   which is the order a bundler would give them (esbuild reads the import graph; no JS is kept);
 * - `dist/stylesheet.d.ts`: the declaration both stylesheets' `types` condition points at.
 */
export async function buildStylesheets(packageDir: string): Promise<void> {
  const source = path.join(packageDir, 'src');
  const dist = path.join(packageDir, 'dist');
  const tokens = await fs.readFile(path.join(source, 'theme/tokens.css'), 'utf8');

  const result = await build({
    entryPoints: [path.join(source, 'index.ts')],
    bundle: true,
    write: false,
    outdir: dist,
    absWorkingDir: packageDir,
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
  if (!css)
    throw new Error('No component imports a stylesheet: src/index.ts has no CSS to bundle.');

  await fs.writeFile(path.join(dist, 'tokens.css'), tokens);
  await fs.writeFile(path.join(dist, 'styles.css'), `${tokens}\n${css.text}`);
  // The stylesheets' `types`: TypeScript checks side-effect imports too (TS 6+), and an app without
  // a `*.css` module declaration would otherwise fail on `import '@tessera-ui/react/styles.css'`.
  await fs.writeFile(
    path.join(dist, 'stylesheet.d.ts'),
    '// A stylesheet: importing it applies its rules and exports nothing.\nexport {};\n',
  );
}
