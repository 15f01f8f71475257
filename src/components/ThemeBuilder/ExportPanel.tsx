// The theme, ready to take away: the CSS file, W3C design tokens, the CLI command that writes it
// into an app, and the shadcn command for a preset. Each copies; the files also download.
import {useMemo, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Button} from '@tessera-ui/react/button';
import {Tab, TabList, TabPanel, Tabs} from '@tessera-ui/react/tabs';
import {
  encodeThemeUrl,
  themeCss,
  themeDtcg,
  themeQuery,
  PRESETS,
  type ThemeInput,
  type ThemeVars,
} from '@tessera-ui/theme';
import {useCopy} from '@site/src/components/Example/useCopy';
import styles from './styles.module.css';

interface Format {
  id: string;
  label: string;
  text: string;
  /** What the copy button copies, named for its accessible name. */
  what: string;
  note?: ReactNode;
  download?: {file: string; type: string};
}

function CopyButton({text, what}: {text: string; what: string}) {
  const {copied, copy} = useCopy();
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => void copy(text)}>
        {copied ? 'Copied' : 'Copy'}
        <span className="sr-only"> {what}</span>
      </Button>
      <span className="sr-only" role="status">
        {copied ? 'Copied to the clipboard' : ''}
      </span>
    </>
  );
}

export function ExportPanel({input, vars}: {input: ThemeInput; vars: ThemeVars}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const site = `${siteConfig.url}${siteConfig.baseUrl}`.replace(/\/$/, '');
  const shareUrl = encodeThemeUrl(input, `${site}/themes`);
  const preset = PRESETS.find((entry) => themeQuery(entry.input) === themeQuery(input));
  const [tab, setTab] = useState('css');

  const formats = useMemo<Format[]>(
    () => [
      {
        id: 'css',
        label: 'CSS',
        what: 'the CSS',
        text: themeCss(vars, {source: shareUrl, input}),
        download: {file: 'tessera-theme.css', type: 'text/css'},
        note: 'Import it after @tessera-ui/react/styles.css.',
      },
      {
        id: 'json',
        label: 'Design tokens (JSON)',
        what: 'the design tokens',
        text: `${JSON.stringify(themeDtcg(vars), null, 2)}\n`,
        download: {file: 'tessera-theme.tokens.json', type: 'application/json'},
        note: 'W3C Design Tokens (DTCG), for Style Dictionary, Figma plugins and other token tools.',
      },
      {
        id: 'cli',
        label: 'CLI',
        what: 'the CLI command',
        text: `npx tessera-ui@latest theme ${shareUrl}`,
        note: 'Writes the theme’s CSS into your app and imports it after the library’s styles.',
      },
      {
        id: 'shadcn',
        label: 'shadcn',
        what: 'the shadcn command',
        text: preset
          ? `npx shadcn@latest add ${site}/r/themes/${preset.id}.json`
          : `npx tessera-ui@latest theme ${shareUrl}`,
        note: preset
          ? `The ${preset.label} preset as a shadcn registry theme.`
          : 'The shadcn registry serves the presets only: pick a preset, or write this theme with the Tessera CLI, as this command does.',
      },
    ],
    [input, preset, shareUrl, site, vars],
  );

  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
      <TabList aria-label="Export format" className={styles.exportTabs}>
        {formats.map((format) => (
          <Tab key={format.id} id={format.id}>
            {format.label}
          </Tab>
        ))}
      </TabList>
      {formats.map((format) => (
        <TabPanel key={format.id} id={format.id} className={styles.exportPanel}>
          {format.note ? <p className={styles.exportNote}>{format.note}</p> : null}
          <pre
            className={styles.exportCode}
            data-testid={`export-${format.id}`}
            // Long lines scroll: the box takes focus so a keyboard can scroll it (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <code>{format.text}</code>
          </pre>
          <div className={styles.exportActions}>
            <CopyButton text={format.text} what={format.what} />
            {format.download ? (
              <a
                className={styles.download}
                download={format.download.file}
                href={`data:${format.download.type};charset=utf-8,${encodeURIComponent(format.text)}`}
              >
                Download {format.download.file}
              </a>
            ) : null}
          </div>
        </TabPanel>
      ))}
    </Tabs>
  );
}
