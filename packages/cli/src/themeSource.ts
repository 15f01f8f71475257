// Where `tessera-ui theme` gets a theme: the builder's share link (decoded here, no network) or a
// theme's registry item (fetched); either way, the CSS file it writes.
import {describeIssues, registryThemeItemSchema} from '@tessera-ui/registry';
import {
  decodeThemeUrl,
  deriveTheme,
  findFont,
  themeCss,
  ThemeUrlError,
  varsFromRegistryItem,
  type ThemeVars,
} from '@tessera-ui/theme';
import {CliError} from './errors';
import {fetchJson} from './registry';

export interface Theme {
  css: string;
  /** How many variables the theme sets. */
  variables: number;
  /** A font the theme names that the app has to load itself, with its package. */
  font?: {label: string; package: string};
}

const EXPECTED =
  "pass the theme builder's share link (https://tessera-ui.dev/themes?…) or a theme's registry URL (https://tessera-ui.dev/r/themes/<name>.json)";

const count = (vars: ThemeVars) =>
  Object.keys(vars.shared).length + Object.keys(vars.light).length + Object.keys(vars.dark).length;

function fromBuilder(url: string): Theme {
  let input;
  try {
    input = decodeThemeUrl(url);
  } catch (error) {
    if (error instanceof ThemeUrlError) throw new CliError(error.message);
    throw error;
  }
  const vars = deriveTheme(input);
  const font = findFont(input.font);
  return {
    css: themeCss(vars, {source: url, input}),
    variables: count(vars),
    ...(font?.package ? {font: {label: font.label, package: font.package}} : {}),
  };
}

async function fromRegistry(url: string): Promise<Theme> {
  const json = await fetchJson(url, {
    unreachable: (why) => `Cannot reach ${url} (${why}). Check your connection and the URL.`,
    missing: () => `There is no theme at ${url} (HTTP 404): check the theme's name in the URL.`,
    failed: (status) => `${url} answered HTTP ${status}; try again later.`,
    notJson: () => `${url} is not JSON, so not a registry theme item.`,
  });
  const type = (json as {type?: unknown} | null)?.type;
  if (type !== 'registry:theme') {
    throw new CliError(
      `${url} is ${typeof type === 'string' ? `a ${type} item` : 'no registry item'}, not a theme (registry:theme).`,
    );
  }
  const result = registryThemeItemSchema.safeParse(json);
  if (!result.success) {
    throw new CliError(`${url} is not a valid theme item: ${describeIssues(result.error)}.`);
  }
  const vars = varsFromRegistryItem(result.data);
  return {css: themeCss(vars, {source: url}), variables: count(vars)};
}

/** The theme a URL names; a CliError for anything that is not a theme URL. */
export async function readTheme(address: string): Promise<Theme> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new CliError(`"${address}" is not a URL: ${EXPECTED}.`);
  }
  if (!/^https?:$/.test(url.protocol))
    throw new CliError(`${address} is not a theme URL: ${EXPECTED}.`);
  if (/\/themes\/[^/]+\.json$/.test(url.pathname)) return fromRegistry(url.href);
  if (/\/themes\/?$/.test(url.pathname)) return fromBuilder(url.href);
  throw new CliError(`${address} is not a theme URL: ${EXPECTED}.`);
}
