// `tessera-ui theme <url>`: writes a theme's CSS to tessera-theme.css beside the app's entry and
// imports it right after the library's styles, so it wins by coming later. Shows the plan first;
// the same theme again changes nothing, another theme replaces the file's content.
import fs from 'node:fs';
import path from 'node:path';
import {addImportAfter, findStyleEntry, importLine, importsSpecifier} from '../entry';
import {CliError} from '../errors';
import type {Project} from '../project';
import {readTheme, type Theme} from '../themeSource';
import type {Ui} from '../ui';
import {STYLES} from './init';

export const THEME_FILE = 'tessera-theme.css';
const SPECIFIER = `./${THEME_FILE}`;

export interface ThemePlan {
  /** The theme file, relative to the project root. */
  file: string;
  write: 'create' | 'replace' | 'none';
  /** The entry and the line to add after its styles import; unset when it imports the theme. */
  import?: {file: string; line: string};
}

export function planTheme(project: Project, theme: Theme): ThemePlan {
  const entry = findStyleEntry(project.root, project.framework);
  const source = entry && fs.readFileSync(path.join(project.root, entry.file), 'utf8');
  if (!entry || !source || !importsSpecifier(source, STYLES)) {
    throw new CliError(
      `${entry ? entry.file : 'Your app'} does not import ${STYLES}, which the theme overrides: run "npx tessera-ui@latest init" first.`,
    );
  }
  const file = path.posix.join(path.posix.dirname(entry.file), THEME_FILE);
  const target = path.join(project.root, file);
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
  const write = current === undefined ? 'create' : current === theme.css ? 'none' : 'replace';
  if (importsSpecifier(source, SPECIFIER)) return {file, write};
  return {file, write, import: {file: entry.file, line: importLine(entry, SPECIFIER, source)}};
}

function describePlan(plan: ThemePlan, theme: Theme): string[] {
  const what = `the theme (${theme.variables} CSS variables)`;
  return [
    ...(plan.write === 'create' ? [`write ${what} to ${plan.file}`] : []),
    ...(plan.write === 'replace' ? [`replace the theme in ${plan.file} with ${what}`] : []),
    ...(plan.import ? [`add ${plan.import.line} to ${plan.import.file}, after ${STYLES}`] : []),
  ];
}

export async function theme(project: Project, urls: string[], ui: Ui): Promise<void> {
  if (urls.length === 0) {
    throw new CliError(
      'Name a theme: tessera-ui theme "<url>", with the theme builder\'s share link or a theme\'s registry URL.',
    );
  }
  if (urls.length > 1) {
    throw new CliError(
      `"tessera-ui theme" takes one URL, got ${urls.length}: apply one theme at a time.`,
    );
  }
  ui.intro('tessera-ui theme');
  const source = await readTheme(urls[0]!);
  const plan = planTheme(project, source);
  const steps = describePlan(plan, source);
  if (steps.length === 0) {
    ui.outro(`Already applied: ${plan.file} holds this theme and is imported.`);
    return;
  }
  ui.info(['tessera-ui will:', ...steps.map((step) => `  - ${step}`)].join('\n'));
  await ui.confirm('Go ahead?');
  if (plan.write !== 'none') {
    fs.writeFileSync(path.join(project.root, plan.file), source.css);
    ui.success(
      plan.write === 'replace'
        ? `Replaced the theme in ${plan.file}.`
        : `Wrote the theme to ${plan.file}.`,
    );
  }
  if (plan.import) {
    const entry = path.join(project.root, plan.import.file);
    fs.writeFileSync(
      entry,
      addImportAfter(fs.readFileSync(entry, 'utf8'), STYLES, plan.import.line),
    );
    ui.success(`Added ${plan.import.line} to ${plan.import.file}`);
  }
  if (source.font) {
    ui.warn(
      `The theme sets ${source.font.label}, which your app loads itself: install ${source.font.package} and import it, or the fallback fonts apply.`,
    );
  }
  ui.outro('Theme applied. Run it again with another theme URL to replace it.');
}
