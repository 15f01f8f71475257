import {transform} from 'detype';
import {resolveConfig} from 'prettier';
import {dropAddedBlankLines} from './blankLines';

/**
 * An example module as JavaScript: detype strips the types with Babel and prints the result with
 * Prettier, keeping comments, blank lines and JSX as written, with the repository's own Prettier
 * settings (the `.tsx` files are formatted with them), so both versions read alike; the blank
 * lines Babel adds after JSX are taken out again.
 */
export async function toJavaScript(source: string, file: string): Promise<string> {
  const prettierOptions = (await resolveConfig(file)) ?? {};
  return dropAddedBlankLines(source, await transform(source, file, {prettierOptions}));
}
