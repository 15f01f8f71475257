// The migration guide's prose tells a reader what to do about each rename and removal; its tables
// are generated. This keeps the two in step: every rename and removal the snapshots show is
// explained in the prose, and the prose names none that did not happen.
import fs from 'node:fs';
import path from 'node:path';
import {siteApiHistory} from './siteHistory';
import {diffApis} from './diff';

const siteDir = path.resolve(__dirname, '../..');
const guide = fs.readFileSync(
  path.join(siteDir, 'docs/getting-started/migrating-from-1x.mdx'),
  'utf8',
);

/** The prose under a `## ` heading that starts with `title`. */
function section(title: string): string {
  const start = guide.indexOf(`\n## ${title}`);
  if (start === -1) throw new Error(`The guide has no section "${title}".`);
  const end = guide.indexOf('\n## ', start + 1);
  return guide.slice(start, end === -1 ? undefined : end);
}

const namesIn = (text: string) => new Set([...text.matchAll(/`(\w+)`/g)].map((match) => match[1]!));

describe('Migrating from 1.x', () => {
  let changes: ReturnType<typeof diffApis>;

  beforeAll(() => {
    const history = siteApiHistory(siteDir);
    changes = diffApis(history.components('1.x'), history.components('2.x'));
  }, 120_000);

  it('should explain every rename in its rename section, and only those', () => {
    const renames = changes.filter((change) => change.change === 'renamed');
    const prose = namesIn(section('3. Rename'));
    const renamed = new Set(renames.flatMap((change) => [change.before!, change.after!]));
    expect([...renamed].filter((name) => !prose.has(name))).toEqual([]);
    expect([...prose].filter((name) => !renamed.has(name))).toEqual([]);
  });

  it('should say what replaces every removed prop', () => {
    const removed = changes.filter((change) => change.change === 'removed' && change.prop);
    const prose = section('4. Replace');
    for (const change of removed) {
      expect(prose).toContain(`**${change.component} \`${change.before}\`:**`);
    }
    expect(prose.match(/^- \*\*/gm)).toHaveLength(removed.length);
  });
});
