// A stock Docusaurus 3.10 classic site (the `classic` template, trimmed to one doc page and a
// home page) plus the live code block theme. `npm run bench` builds it the same way as the portal
// and uses its doc page as the yardstick. Keep it stock: no custom components or CSS tuning.
import {themes as prismThemes} from 'prism-react-renderer';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Baseline',
  tagline: 'A stock Docusaurus site',
  favicon: 'img/favicon.svg',
  url: 'https://baseline.example',
  baseUrl: '/',
  future: {v4: true},
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      {
        docs: {},
        blog: false,
      },
    ],
  ],
  themes: ['@docusaurus/theme-live-codeblock'],
  themeConfig: {
    navbar: {
      title: 'Baseline',
      items: [{type: 'doc', docId: 'intro', position: 'left', label: 'Docs'}],
    },
    footer: {
      style: 'dark',
      links: [{title: 'Docs', items: [{label: 'Introduction', to: '/docs/intro'}]}],
      copyright: `Copyright © ${new Date().getFullYear()} Baseline. Built with Docusaurus.`,
    },
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  },
};

export default config;
