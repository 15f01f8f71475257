// Every docs page, current and cut, turned into its Markdown twin with the site's renderers: no
// element is left as a tag, and the data blocks carry the data the page shows.
import fs from 'node:fs';
import path from 'node:path';
import {toMarkdown} from '@tessera-ui/registry/markdown';
import {relativeImportReader} from '@tessera-ui/registry';
import {versionOfFile} from '../versions/labels';
import {siteRenderers, type SiteData} from './renderers';
import {loadShowcaseCards} from './siteData';

const siteDir = path.resolve(__dirname, '../..');

function pages(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.name.startsWith('_') || entry.name === 'examples') return [];
    if (entry.isDirectory()) return pages(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

/** Capitalised tags outside fenced and inline code. */
function leftoverTags(markdown: string): string[] {
  const prose = markdown.replace(/^[ \t]*(`{3,})[^\n]*\n[\s\S]*?\n[ \t]*\1[ \t]*$/gm, '');
  return [...prose.replace(/`[^`\n]+`/g, '').matchAll(/<\/?[A-Z][\w.]*/g)].map((m) => m[0]);
}

let data: SiteData;
beforeAll(async () => {
  // Bundle sizes are measured by the build (minutes); the twin only prints them.
  const size = {names: ['Button'], gzip: 12_345, own: 2_345, dependencies: []};
  const slugs = pages(path.join(siteDir, 'docs/components')).map((file) =>
    path.basename(file).replace(/\.mdx?$/, ''),
  );
  data = {
    siteDir,
    siteUrl: 'https://tessera-ui.dev',
    showcase: await loadShowcaseCards(siteDir),
    bundleSizes: Object.fromEntries(slugs.map((slug) => [slug, size])),
  };
});

const files = [
  ...pages(path.join(siteDir, 'docs')),
  ...pages(path.join(siteDir, 'versioned_docs')),
];

describe('the Markdown twins of every docs page', () => {
  it.each(files.map((file) => [path.relative(siteDir, file), file]))(
    'should turn every element of %s into Markdown',
    (where, file) => {
      const markdown = toMarkdown({title: 'T', description: ''}, fs.readFileSync(file, 'utf8'), {
        readImport: relativeImportReader(file),
        renderers: siteRenderers(data, versionOfFile(file)),
        where,
      });
      expect(leftoverTags(markdown)).toEqual([]);
    },
  );

  it('should give the Button page its props, install commands, changes and related pages', () => {
    const file = path.join(siteDir, 'docs/components/button.mdx');
    const markdown = toMarkdown({title: 'Button', description: ''}, fs.readFileSync(file, 'utf8'), {
      readImport: relativeImportReader(file),
      renderers: siteRenderers(data, undefined),
      where: 'docs/components/button.mdx',
    });
    expect(markdown).toContain('| Prop | Type | Default | Description |');
    expect(markdown).toMatch(
      /\| `isIconOnly` \(since 2\.0\) \| `boolean` \| `false` \| Square button .+ \|/,
    );
    expect(markdown).toMatch(/\| ~~`isLoading`~~ .*\*\*Deprecated\.\*\* Use `isPending` instead\./);
    expect(markdown).toContain('**npm**\n\n```bash\nnpm install @tessera-ui/react\n```');
    expect(markdown).toContain('**CLI**\n\n```bash\nnpx tessera-ui@latest add button\n```');
    expect(markdown).toContain(
      '2.0.0 (2026-11-21), added: Button: `isIconOnly` makes a square button',
    );
    expect(markdown).toContain('**Bundle size:** 12.3 kB min+gzip for `Button`');
    expect(markdown).toMatch(/^- \[.+\]\(https:\/\/tessera-ui\.dev\/showcase\/[\w-]+\)$/m);
    expect(markdown).toContain('| `Tab` / `Shift+Tab` | Moves focus');
  });

  it('should give a 1.x page its 1.x props and its tabs as labelled sections', () => {
    const file = path.join(siteDir, 'versioned_docs/version-1.x/components/button.mdx');
    const markdown = toMarkdown({title: 'Button', description: ''}, fs.readFileSync(file, 'utf8'), {
      renderers: siteRenderers(data, '1.x'),
      where: 'button.mdx',
    });
    expect(markdown).toContain('| `isLoading` |');
    expect(markdown).not.toContain('| `isIconOnly`');
    const install = path.join(
      siteDir,
      'versioned_docs/version-1.x/getting-started/installation.mdx',
    );
    const installMarkdown = toMarkdown(
      {title: 'Install', description: ''},
      fs.readFileSync(install, 'utf8'),
      {
        renderers: siteRenderers(data, '1.x'),
        where: 'installation.mdx',
      },
    );
    expect(installMarkdown).toMatch(/\*\*npm\*\*\n\n```bash\nnpm install @tessera-ui\/react@1/);
  });
});
