import path from 'node:path';
import type {DefaultParseFrontMatter} from '@docusaurus/types';
import {withAvailableSince} from './frontMatter';

const siteDir = path.resolve(__dirname, '../..');
const own: DefaultParseFrontMatter = async () => ({frontMatter: {sidebar_label: 'x'}, content: ''});
const parse = withAvailableSince(siteDir, own);

const frontMatterOf = async (file: string) =>
  (
    await parse({
      filePath: path.join(siteDir, file),
      fileContent: '',
      defaultParseFrontMatter: own,
    })
  ).frontMatter;

describe('withAvailableSince', () => {
  it.each([
    ['docs/components/button.mdx', {since: '1.0'}],
    ['docs/components/kbd.mdx', {since: '2.0'}],
    ['versioned_docs/version-1.x/components/divider.mdx', {since: '1.0'}],
  ])('should date the component page %s', async (file, since) => {
    await expect(frontMatterOf(file)).resolves.toEqual({
      sidebar_label: 'x',
      available_since: since,
    });
  });

  it.each(['docs/components/overview.mdx', 'docs/getting-started/installation.mdx'])(
    'should leave %s as it is',
    async (file) => {
      await expect(frontMatterOf(file)).resolves.toEqual({sidebar_label: 'x'});
    },
  );
});
