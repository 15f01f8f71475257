// The commands, their options and help texts: one table that parsing and --help both read.
import {DEFAULT_REGISTRY} from '../registry';

export interface OptionSpec {
  name: string;
  short?: string;
  /** `string` options take a value. */
  type: 'boolean' | 'string';
  value?: string;
  description: string;
}

export interface CommandSpec {
  name: string;
  args: string;
  summary: string;
  options: OptionSpec[];
}

const YES: OptionSpec = {
  name: 'yes',
  short: 'y',
  type: 'boolean',
  description: 'Do not ask; go ahead (also when not run from a terminal).',
};

export const GLOBAL_OPTIONS: OptionSpec[] = [
  {
    name: 'registry',
    type: 'string',
    value: '<url>',
    description: `Registry to read (default ${DEFAULT_REGISTRY}; the TESSERA_REGISTRY variable sets it too).`,
  },
  {name: 'help', short: 'h', type: 'boolean', description: 'Show help.'},
  {name: 'version', short: 'v', type: 'boolean', description: 'Show the version.'},
];

export const COMMANDS: CommandSpec[] = [
  {
    name: 'init',
    args: '',
    summary:
      'Install @tessera-ui/react with your package manager and import its styles in your app.',
    options: [YES],
  },
  {
    name: 'add',
    args: '<component...>',
    summary:
      'Add components: set the package up if needed and print their import lines; with --source, copy their code into your project.',
    options: [
      {
        name: 'source',
        type: 'boolean',
        description:
          "Copy the components' source (TSX, CSS and the files they need) into your project.",
      },
      {
        name: 'dir',
        type: 'string',
        value: '<path>',
        description:
          'Where --source copies to (default src/components/tessera; remembered in tessera.json).',
      },
      {
        name: 'overwrite',
        type: 'boolean',
        description: 'Replace copied files even if you changed them.',
      },
      YES,
    ],
  },
  {
    name: 'diff',
    args: '[component...]',
    summary: 'Show what changed upstream in components copied with --source since you copied them.',
    options: [],
  },
  {
    name: 'theme',
    args: '<url>',
    summary:
      "Apply a theme from the theme builder's share link or a theme's registry URL: write its CSS file and import it after the library's styles.",
    options: [YES],
  },
  {name: 'list', args: '', summary: 'List the components in the registry.', options: []},
  {
    name: 'mcp',
    args: '',
    summary: 'Start the Model Context Protocol server (stdio) that gives AI assistants the docs.',
    options: [],
  },
];

function optionLines(options: OptionSpec[]): string[] {
  const label = (option: OptionSpec) =>
    `${option.short ? `-${option.short}, ` : '    '}--${option.name}${option.value ? ` ${option.value}` : ''}`;
  const width = Math.max(...options.map((option) => label(option).length));
  return options.map((option) => `  ${label(option).padEnd(width)}  ${option.description}`);
}

export function mainHelp(version: string): string {
  const width = Math.max(...COMMANDS.map((command) => `${command.name} ${command.args}`.length));
  return [
    `tessera-ui ${version}: Tessera UI in your React app, and its docs for your AI assistant.`,
    '',
    'Usage: tessera-ui <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map(
      (command) => `  ${`${command.name} ${command.args}`.padEnd(width)}  ${command.summary}`,
    ),
    '',
    'Options:',
    ...optionLines(GLOBAL_OPTIONS),
    '',
    'Run "tessera-ui <command> --help" for a command\'s options. Docs: https://tessera-ui.dev/docs/getting-started/cli',
    '',
  ].join('\n');
}

export function commandHelp(command: CommandSpec): string {
  return [
    `Usage: tessera-ui ${command.name}${command.args ? ` ${command.args}` : ''} [options]`,
    '',
    command.summary,
    '',
    'Options:',
    ...optionLines([
      ...command.options,
      ...GLOBAL_OPTIONS.filter((option) => option.name !== 'version'),
    ]),
    '',
  ].join('\n');
}
