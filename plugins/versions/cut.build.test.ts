// The cut round trip a release makes, in a small copy of the site: run the commands the "Versions
// and releases" page shows (cut 2.x, then build), with a prop added to Button and an example
// edited between the two, as the next major's work would. About a minute: the copy holds only the
// pages the Button page links to, in each version.
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {readBuiltPage, type BuiltPage} from './testing/builtPage';
import {createSiteCopy} from './testing/siteCopy';

const releasesPage = path.resolve(__dirname, '../../docs/getting-started/releases.mdx');

/** The shell commands in the page's ```bash blocks, in order. */
function pageCommands(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(/```bash\n([\s\S]*?)\n\s*```/g)].map((match) =>
    match[1]!.trim(),
  );
}

function edit(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from))
    throw new Error(`${file} no longer contains ${from}; update this test.`);
  fs.writeFileSync(file, text.replace(from, to));
}

describe('given the 2.x docs cut with the commands the releases page shows, and a prop added after', () => {
  let siteDir: string;
  let build: string;
  let commands: string[];
  let frozen: BuiltPage;
  let current: BuiltPage;

  beforeAll(() => {
    siteDir = createSiteCopy('button');
    build = path.join(siteDir, 'build');
    commands = pageCommands(releasesPage);
    const [cut, buildCommand] = commands;
    execSync(cut!, {cwd: siteDir, stdio: 'pipe'});
    edit(
      path.join(siteDir, 'packages/react/src/Button/Button.tsx'),
      '  /** Ref to the `<button>` element. */',
      '  /** Count shown after the label. */\n  badge?: number;\n  /** Ref to the `<button>` element. */',
    );
    edit(
      path.join(siteDir, 'docs/components/examples/button/hero.tsx'),
      'Publish post',
      'Publish now',
    );
    execSync(buildCommand!, {cwd: siteDir, stdio: 'pipe'});
    frozen = readBuiltPage(build, 'docs/2.x/components/button');
    current = readBuiltPage(build, 'docs/components/button');
  }, 600_000);

  afterAll(() => siteDir && fs.rmSync(siteDir, {recursive: true, force: true}));

  it('should show exactly the cut and the build on the releases page', () => {
    expect(commands).toEqual(['npm run version:cut 2.x', 'npm run build']);
  });

  it('should show the Button props of the cut on the 2.x page, without the prop added after', () => {
    const rows = frozen.propRows('Button props');
    expect(rows).toContain('isIconOnly Since 2.0');
    expect(rows).toContain('isLoading Deprecated');
    expect(rows.some((row) => row.startsWith('badge'))).toBe(false);
  });

  it('should mark the added prop "New in 3.0" on the current page', () => {
    expect(current.propRows('Button props')).toContain('badge New in 3.0');
  });

  it('should keep the 2.x examples as they were at the cut, as static code under a note', () => {
    const hero = frozen.codeBlocks().find((code) => code.includes('function ButtonHero'));
    expect(hero).toContain('Publish post');
    expect(frozen.text()).toContain('The examples on this page are 2.x code');
    expect(current.codeBlocks().find((code) => code.includes('function ButtonHero'))).toContain(
      'Publish now',
    );
  });

  it('should pin the 2.x install commands to the major', () => {
    expect(frozen.codeBlocks()).toContain('npm install @tessera-ui/react@2');
    expect(current.codeBlocks()).toContain('npm install @tessera-ui/react');
  });

  it('should serve the 2.x Markdown twin the cut froze', () => {
    const twin = fs.readFileSync(path.join(build, 'docs/2.x/components/button.md'), 'utf8');
    expect(twin).toBe(
      fs.readFileSync(
        path.join(siteDir, 'versioned_artifacts/version-2.x/llms/components/button.md'),
        'utf8',
      ),
    );
    expect(twin).toContain('Publish post');
    expect(fs.readFileSync(path.join(build, 'llms.txt'), 'utf8')).toContain('## Docs 2.x');
  });

  it('should label the current docs 3.x and show 2.x as unmaintained, Button available since 1.0', () => {
    expect(current.document.querySelector('.navbar')?.textContent).toContain('3.x');
    expect(frozen.text()).toContain('no longer actively maintained');
    expect(frozen.document.querySelector('[data-testid="available-since"]')?.textContent).toBe(
      'Available since 1.0',
    );
  });
});
