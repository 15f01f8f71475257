import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {loadThemeChecks} from './load';

/** A library source folder with the given files; broken CSS cannot be a fixture Prettier checks. */
async function librarySource(files: Record<string, string>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'theme-builder-'));
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await fs.writeFile(path.join(dir, file), text);
  }
  return dir;
}

describe('loadThemeChecks', () => {
  it("should name the sheet it cannot read, keeping the parser's reason as the cause", async () => {
    const dir = await librarySource({
      'Good/Good.css': '.ui-Good { color: var(--tessera-fg); }\n',
      'Bad/Bad.css': '.ui-Bad { color: var(--tessera-fg);\n',
      'theme/tokens.css': ':root { --tessera-fg: #000000; }\n',
    });
    const error = (await loadThemeChecks(dir).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toBe(
      `theme-builder: could not derive contrast pairs from ${path.join(dir, 'Bad/Bad.css')}.`,
    );
    expect((error.cause as Error).message).toBe('The Bad stylesheet could not be read.');
    await fs.rm(dir, {recursive: true, force: true});
  });

  it("should read the library's sheets into pairs and both schemes' token defaults", async () => {
    const checks = await loadThemeChecks(path.join(__dirname, '../../packages/react/src'));
    expect(checks.pairs.length).toBeGreaterThan(400);
    expect(checks.tokens.light['--tessera-fg']).toBe('var(--tessera-gray-950)');
    expect(checks.tokens.dark['--tessera-fg']).toBe('var(--tessera-gray-50)');
    expect(checks.tokens.dark['--tessera-gray-950']).toBe('#09090b');
  });
});
