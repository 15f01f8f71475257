import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {additionalLanguages, darkCodeTheme, lightCodeTheme} from './src/utils/prismThemes';
import remarkSiteData, {startSiteData} from './plugins/remark-site-data';
import remarkCodeTokens from './plugins/code-tokens/remark';
import remarkExampleIslands from './plugins/islands/remark';
import type {Options as FontsOptions} from './plugins/fonts/options';
import type {Options as ShowcaseOptions} from './plugins/showcase/src';
import {catalogueFrontMatter} from './plugins/showcase/src/frontMatter';
import {docsVersionsOption} from './plugins/versions/docsConfig';
import {withAvailableSince} from './plugins/versions/frontMatter';
import {paintFirstTemplate} from './plugins/paint-first/template';

const siteUrl = process.env.SITE_URL ?? 'https://tessera-ui.dev';

// Docgen and the bundle-size measurement need no page and take seconds: start them now, off the
// main thread, to overlap Docusaurus loading the site rather than hold up the first pages that show
// them. Only the commands that compile pages need them.
if (['build', 'start'].includes(process.argv[2] ?? '')) startSiteData();

const config: Config = {
  title: 'Tessera UI',
  tagline: 'Accessible React components you can read, edit and trust.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,

  future: {v4: true},

  // Pages paint their server HTML before the client's scripts start (plugins/paint-first).
  ssrTemplate: paintFirstTemplate(),

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
    parseFrontMatter: withAvailableSince(__dirname, catalogueFrontMatter({siteDir: __dirname})),
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          // From versions.json: the current docs at /docs/, each cut version at /docs/<label>/.
          versions: docsVersionsOption(__dirname),
          // remark-site-data first: code-tokens highlights the example sources it injects, and
          // example-islands replaces the `of` both of them read.
          remarkPlugins: [remarkSiteData, remarkCodeTokens, remarkExampleIslands],
        },
        pages: {remarkPlugins: [remarkSiteData, remarkCodeTokens, remarkExampleIslands]},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  clientModules: ['./src/css/tokens.ts', './src/components/PropsTable/revealTargetRow.ts'],

  plugins: [
    './plugins/library-source/index.ts',
    './plugins/dev-api-proxy/index.ts',
    './plugins/islands/index.ts',
    './plugins/example-js/index.ts',
    './plugins/lean-client/index.ts',
    './plugins/compile-hints/index.ts',
    './plugins/code-tokens/index.ts',
    './plugins/llms-txt/index.ts',
    './plugins/registry/index.ts',
    './plugins/theme-builder/index.ts',
    './plugins/changelog/src/index.ts',
    [
      './plugins/fonts/index.ts',
      {
        // Inter for text, JetBrains Mono for code; each metric-matched to a font every system has
        // (Liberation Sans and Mono are Arial's and Courier New's metric twins on Linux).
        fonts: [
          {
            family: 'Inter Variable',
            package: '@fontsource-variable/inter',
            subsets: ['latin', 'latin-ext'],
            preload: ['latin'],
            metrics: 'inter',
            fallback: {metrics: 'arial', local: ['Arial', 'Liberation Sans', 'Arimo']},
            stack: ['system-ui', 'sans-serif'],
            cssVariables: ['--ifm-font-family-base'],
          },
          {
            family: 'JetBrains Mono Variable',
            package: '@fontsource-variable/jetbrains-mono',
            subsets: ['latin'],
            weight: '100 800',
            metrics: 'jetBrainsMono',
            fallback: {
              metrics: 'courierNew',
              local: ['Courier New', 'Liberation Mono', 'Cousine'],
            },
            stack: ['ui-monospace', 'monospace'],
            cssVariables: ['--ifm-font-family-monospace', '--tessera-font-mono'],
          },
        ],
      } satisfies FontsOptions,
    ],
    [
      './plugins/showcase/src/index.ts',
      {
        path: 'showcase',
        routeBasePath: '/showcase',
        title: 'Showcase',
        description:
          'Realistic screens built only from Tessera UI components: sign-in, plans, checkout, settings and more.',
      } satisfies ShowcaseOptions,
    ],
  ],

  themes: [
    '@docusaurus/theme-live-codeblock',
    [
      './plugins/search/index.ts',
      {
        hashed: true,
        language: ['en'],
        docsRouteBasePath: '/docs',
        indexBlog: false,
        explicitSearchResultPath: true,
        searchBarShortcutHint: true,
        highlightSearchTermsOnTargetPage: false,
        // Text that only assistive technology reads (React Aria's VisuallyHidden sets these inline
        // styles; the site and Kbd use classes) would otherwise answer queries from every page, and
        // the examples' previews hold sample copy (a FAQ, plans), not documentation; their code stays.
        // Related cards describe other pages, which answer for themselves.
        ignoreCssSelectors: [
          '[data-search-exclude]',
          '[data-testid="example-preview"]',
          '.sr-only',
          '[class*="srOnly"]',
          '.ui-Kbd-name',
          '.ui-Link-externalLabel',
          '[style*="clip-path:inset(50%)"]',
          '[style*="clip-path: inset(50%)"]',
        ],
      },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'react, components, accessibility, react-aria, design system'},
    ],
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: true}},
    navbar: {
      title: 'Tessera UI',
      // Sized, so the title beside it does not move when the image arrives after the first paint.
      logo: {alt: 'Tessera UI logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'doc', docId: 'getting-started/introduction', position: 'left', label: 'Docs'},
        {
          to: '/docs/components',
          position: 'left',
          label: 'Components',
          activeBaseRegex: '/docs/(\\d+\\.x/)?components',
        },
        {to: '/showcase', position: 'left', label: 'Showcase', activeBaseRegex: '^/showcase'},
        {to: '/themes', position: 'left', label: 'Themes'},
        {type: 'docsVersionDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Introduction', to: '/docs/getting-started/introduction'},
            {label: 'Installation', to: '/docs/getting-started/installation'},
            {label: 'Theming', to: '/docs/getting-started/theming'},
          ],
        },
        {
          title: 'Library',
          items: [
            {label: 'Components', to: '/docs/components'},
            {label: 'Changelog', to: '/changelog'},
            {label: 'Version 1.x', to: '/docs/1.x/getting-started/introduction'},
          ],
        },
        {
          title: 'About',
          items: [{label: 'Privacy', to: '/privacy'}],
        },
      ],
      copyright: `© ${new Date().getFullYear()} Tessera UI. Sample content on this site is for demonstration only.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages,
    },
    liveCodeBlock: {playgroundPosition: 'top'},
  } satisfies Preset.ThemeConfig,
};

export default config;
