import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {DefaultParseFrontMatter} from '@docusaurus/types';
import {catalogueFrontMatter} from './frontMatter';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-front-matter-'));
fs.mkdirSync(path.join(siteDir, 'showcase'));
fs.writeFileSync(
  path.join(siteDir, 'showcase/components.json'),
  JSON.stringify([
    {name: 'button', title: 'Button', description: 'Triggers an action.', category: 'Actions'},
  ]),
);

const parse = catalogueFrontMatter({siteDir});

/** Runs the hook on a page whose own front matter is `frontMatter`. */
function page(file: string, frontMatter: Record<string, unknown> = {}) {
  const defaultParseFrontMatter: DefaultParseFrontMatter = async () => ({frontMatter, content: ''});
  return parse({
    filePath: path.join(siteDir, file),
    fileContent: '',
    defaultParseFrontMatter,
  });
}

describe('catalogueFrontMatter', () => {
  it('should give a component page the title and description of its catalogue entry', async () => {
    await expect(page('docs/components/button.mdx', {toc_max_heading_level: 3})).resolves.toEqual({
      frontMatter: {toc_max_heading_level: 3, title: 'Button', description: 'Triggers an action.'},
      content: '',
    });
  });

  it('should leave other pages as they are', async () => {
    const own = {title: 'Components', description: 'Every component.'};
    await expect(page('docs/components/overview.mdx', own)).resolves.toEqual({
      frontMatter: own,
      content: '',
    });
    await expect(page('docs/getting-started/installation.mdx', own)).resolves.toEqual({
      frontMatter: own,
      content: '',
    });
  });

  it('should refuse a component page that writes its own description', async () => {
    await expect(
      page('docs/components/button.mdx', {description: 'Another sentence.'}),
    ).rejects.toThrow(
      'docs/components/button.mdx sets "description" in its front matter, but showcase/components.json is the one place for a component\'s description: remove it from the page.',
    );
  });

  it('should name the catalogue entry a component page is missing', async () => {
    await expect(page('docs/components/slider.mdx')).rejects.toThrow(
      'docs/components/slider.mdx has no entry in showcase/components.json: add one with "name": "slider" (title, description, category, related).',
    );
  });
});
