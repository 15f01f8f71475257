// Parses the command line and runs one command. Every failure the user can act on is a CliError,
// printed as its message alone; anything else is reported in one line too, never as a stack trace.
import {parseArgs, type ParseArgsConfig} from 'node:util';
import {CliError} from './errors';
import type {Io} from './io';
import {findProject} from './project';
import {Registry, registryBase} from './registry';
import {closest} from './suggest';
import {createUi} from './ui';
import {add} from './commands/add';
import {diff} from './commands/diff';
import {COMMANDS, GLOBAL_OPTIONS, commandHelp, mainHelp, type OptionSpec} from './commands/help';
import {init} from './commands/init';
import {list} from './commands/list';
import {serveMcp} from './commands/mcp';
import {theme} from './commands/theme';

type Values = Record<string, string | boolean | undefined>;

function parse(args: string[], options: OptionSpec[], command?: string) {
  const config: ParseArgsConfig['options'] = {};
  for (const option of options) {
    config[option.name] = {type: option.type, ...(option.short ? {short: option.short} : {})};
  }
  try {
    const {values, positionals} = parseArgs({
      args,
      options: config,
      allowPositionals: true,
      strict: true,
    });
    return {values: values as Values, positionals};
  } catch (error) {
    const flag = /'(-[^']+)'/.exec((error as Error).message)?.[1] ?? '';
    const where = command ? `tessera-ui ${command}` : 'tessera-ui';
    throw new CliError(
      (error as {code?: string}).code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
        ? `Option ${flag.split(' ')[0]} of "${where}" needs a value; see "${where} --help".`
        : `Unknown option "${flag}" for "${where}"; see "${where} --help".`,
    );
  }
}

async function run(argv: string[], io: Io): Promise<void> {
  const name = argv.find((arg) => !arg.startsWith('-'));
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    const {values} = parse(
      argv.filter((arg) => arg !== name),
      GLOBAL_OPTIONS,
    );
    if (values.version) return void io.stdout.write(`${io.version}\n`);
    if (name) {
      const suggestion = closest(
        name,
        COMMANDS.map((candidate) => candidate.name),
      );
      throw new CliError(
        `Unknown command "${name}".${suggestion ? ` Did you mean "${suggestion}"?` : ''} Run "tessera-ui --help" for the commands.`,
      );
    }
    io.stdout.write(mainHelp(io.version));
    if (!values.help) throw new CliError('Name a command.');
    return;
  }
  const rest = argv.filter((arg, index) => index !== argv.indexOf(command.name));
  const {values, positionals} = parse(rest, [...command.options, ...GLOBAL_OPTIONS], command.name);
  if (values.help) return void io.stdout.write(commandHelp(command));
  if (values.version) return void io.stdout.write(`${io.version}\n`);
  const flag = values.registry as string | undefined;
  if (command.name === 'mcp') return serveMcp(registryBase(flag, io.env), io);

  const ui = createUi(io, {yes: Boolean(values.yes)});
  const registry = new Registry(registryBase(flag, io.env));
  if (command.name === 'list') return list(await registry.index(), ui);

  const project = findProject(io.cwd, io.env);
  if (command.name === 'init') return init(project, ui, io);
  if (command.name === 'theme') return theme(project, positionals, ui);
  if (command.name === 'add') {
    return add(
      project,
      positionals,
      registry,
      {
        source: Boolean(values.source),
        overwrite: Boolean(values.overwrite),
        dir: values.dir as string | undefined,
      },
      ui,
      io,
    );
  }
  const explicit = flag ?? io.env.TESSERA_REGISTRY;
  return diff(project, positionals, explicit ? registryBase(explicit, {}) : undefined, ui);
}

/** Runs the CLI; resolves to the process's exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  try {
    await run(argv, io);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    io.stderr.write(
      `tessera-ui ${io.version} failed unexpectedly: ${(error as Error).message ?? String(error)}. Run it again with TESSERA_DEBUG=1 to see where.\n`,
    );
    if (io.env.TESSERA_DEBUG) io.stderr.write(`${(error as Error).stack}\n`);
    return 1;
  }
}
