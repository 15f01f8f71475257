// The Markdown form of the site's MDX components, for the pages' twins (/docs/x.md, llms.txt, the
// frozen twins of a cut): the same data the components show, read from the same sources at build
// time. A page of a cut version reads what the cut froze, as the page itself does.
import fs from 'node:fs';
import path from 'node:path';
import type {JsxRenderers} from '@tessera-ui/registry/markdown';
import {siteApiHistory} from '../versions/siteHistory';
import {kB} from '../../src/components/BundleSize/format';
import type {BundleSizeData} from '../../src/components/BundleSize/types';
import {colorTokens, parseTokenSets} from '../../src/components/ColorSwatches/parseTokens';
import {
  PACKAGE_MANAGER_LABELS,
  installCommand,
  managersFor,
} from '../../src/components/PackageManagerTabs/commands';
import {changesFor} from '../changelog/src/componentChanges';
import {loadChangelog} from '../changelog/src/load';
import {DEFAULT_OPTIONS as CHANGELOG} from '../changelog/src/options';
import {findRelatedComponents, findRelatedShowcases} from '../showcase/src/client/related';
import type {RelatedCardsData} from '../showcase/src/types';
import {diffApis} from '../versions/diff';
import {majorOf} from '../versions/labels';
import {readPageData} from '../versions/pageData';
import {propsMarkdown} from './propsMarkdown';

export interface SiteData {
  siteDir: string;
  siteUrl: string;
  /** The catalogue's cards (showcase plugin), for Related* blocks. */
  showcase: RelatedCardsData;
  /** Current bundle sizes by entry point, measured by the build. */
  bundleSizes: Record<string, BundleSizeData>;
}

const list = (items: string[], empty: string) =>
  items.length > 0 ? items.map((item) => `- ${item}`).join('\n') : empty;

/** Renderers for one page: `version` is the cut label of a versioned page, else undefined. */
export function siteRenderers(data: SiteData, version: string | undefined): JsxRenderers {
  const {siteDir, siteUrl} = data;
  const history = siteApiHistory(siteDir);
  const frozen = () => readPageData(siteDir, version!);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  return {
    // Controls over props the page's Props section lists, with code they write: nothing a twin can use.
    Playground: () => '',
    PropsTable: ({component}) => {
      const props = history.propsTable(text(component), version);
      if (!props) throw new Error(`no component "${text(component)}" to show props for.`);
      return propsMarkdown(props);
    },
    PackageManagerTabs: ({component, extra, version: pinned}) =>
      managersFor(text(pinned) || undefined)
        .map(
          (manager) =>
            `**${PACKAGE_MANAGER_LABELS[manager]}**\n\n\`\`\`bash\n${installCommand(manager, text(component) || undefined, Array.isArray(extra) ? (extra as string[]) : [], text(pinned) || undefined)}\n\`\`\``,
        )
        .join('\n\n'),
    BundleSize: ({component}) => {
      const slug = text(component);
      const size = version ? frozen().bundleSizes[slug] : data.bundleSizes[slug];
      if (!size) throw new Error(`no bundle size measured for "./${slug}".`);
      return `**Bundle size:** ${kB(size.gzip)} min+gzip for ${size.names.map((name) => `\`${name}\``).join(', ')} (${kB(size.own)} is Tessera UI's own code).`;
    },
    ComponentChanges: ({component}) => {
      const module = text(component);
      const names = new Set(
        Object.entries(history.components(version))
          .filter(([, props]) => props.module === module)
          .map(([name]) => name),
      );
      const releases = changesFor(
        loadChangelog(siteDir, CHANGELOG.file),
        names,
        version === undefined ? undefined : majorOf(version),
      );
      return list(
        releases.flatMap((release) =>
          release.entries.map(
            (entry) =>
              `${release.version}${release.date ? ` (${release.date})` : ''}, ${entry.type.toLowerCase()}: ${entry.component}: ${entry.markdown}`,
          ),
        ),
        'No release has changed this component since it was added.',
      ).concat(`\n\nEvery release: ${siteUrl}/changelog`);
    },
    RelatedShowcases: ({component}) =>
      list(
        findRelatedShowcases(data.showcase, text(component)).map(
          (showcase) => `[${showcase.title}](${siteUrl}${showcase.permalink})`,
        ),
        'No showcase uses this component yet.',
      ),
    RelatedComponents: ({component}) =>
      list(
        findRelatedComponents(data.showcase, text(component)).map(
          (entry) => `[${entry.title}](${siteUrl}${entry.href}.md): ${entry.description}`,
        ),
        'None.',
      ),
    DocsVersionsTable: () =>
      list(
        [...history.versions]
          .reverse()
          .map(
            (docs) =>
              `${docs.label}: ${siteUrl}/docs/${docs.isCurrent ? '' : `${docs.label}/`} (${docs.isCurrent ? 'current, actively maintained' : 'older, no longer maintained'})`,
          ),
        '',
      ),
    ApiChanges: ({from, to, show}) => {
      const changes = diffApis(
        history.components(text(from)),
        history.components(history.version(text(to)).isCurrent ? undefined : text(to)),
      ).filter((change) => (show === 'components' ? !change.prop : change.prop));
      return list(
        changes.map(
          (change) =>
            `${change.component}: ${change.change} ${change.prop ? 'prop ' : ''}${[
              change.before,
              change.after,
            ]
              .filter(Boolean)
              .map((name) => `\`${name}\``)
              .join(' → ')}`,
        ),
        'No changes.',
      );
    },
    ColorSwatches: () => {
      const sets = version
        ? frozen().tokenSets
        : parseTokenSets(
            fs.readFileSync(path.join(siteDir, 'packages/react/src/theme/tokens.css'), 'utf8'),
          );
      return [
        '| Token | Light | Dark |',
        '| --- | --- | --- |',
        ...colorTokens(sets).map(
          (token) =>
            `| \`${token.name}\` | \`${token.light}\` | \`${token.dark ?? token.light}\` |`,
        ),
      ].join('\n');
    },
    StaticExamplesNote: () =>
      `> The examples on this page are ${version ?? 'older'} code, shown as static code: the site builds only the current library. Install \`@tessera-ui/react@${(version ?? '').replace(/\.x$/, '')}\` to run them.`,
  };
}
