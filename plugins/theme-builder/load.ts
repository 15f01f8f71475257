// The build half of the theme builder's contrast check: the library's component sheets and
// tokens, read from its source, turned into the pairs and default variables the page checks.
import fs from 'node:fs/promises';
import path from 'node:path';
import {extractPairs, tokenVars, type ThemeChecks} from '@tessera-ui/theme/check';

/** Each component's sheet, `<Name>/<Name>.css`, in name order. */
async function readSheets(sourceDir: string): Promise<Array<{component: string; css: string}>> {
  const names = (await fs.readdir(sourceDir, {withFileTypes: true}))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const sheets = await Promise.all(
    names.map(async (component) => {
      const file = path.join(sourceDir, component, `${component}.css`);
      try {
        return {component, css: await fs.readFile(file, 'utf8')};
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    }),
  );
  return sheets.filter((sheet) => sheet !== undefined);
}

/** Reads `sourceDir` (the library's `src`) into the page's data; errors name the file to fix. */
export async function loadThemeChecks(sourceDir: string): Promise<ThemeChecks> {
  const sheets = await readSheets(sourceDir);
  const pairs = (() => {
    try {
      return extractPairs(sheets);
    } catch (cause) {
      const component = /The (\S+) stylesheet/.exec(String((cause as Error).message))?.[1];
      const file = component ? path.join(sourceDir, component, `${component}.css`) : sourceDir;
      throw new Error(`theme-builder: could not derive contrast pairs from ${file}.`, {cause});
    }
  })();
  const tokensFile = path.join(sourceDir, 'theme/tokens.css');
  try {
    return {pairs, tokens: tokenVars(await fs.readFile(tokensFile, 'utf8'))};
  } catch (cause) {
    throw new Error(`theme-builder: could not read the token defaults from ${tokensFile}.`, {
      cause,
    });
  }
}
