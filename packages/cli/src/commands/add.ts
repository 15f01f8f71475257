// `tessera-ui add <component…>`: checks the names against the registry, sets the package up when
// it is missing (the init steps) and prints the import line of each component. With --source, it
// copies the components' source instead (source.ts).
import type {Io} from '../io';
import type {Project} from '../project';
import type {Registry} from '../registry';
import {checkComponents} from '../components';
import {CliError} from '../errors';
import type {Ui} from '../ui';
import {applyInit, isEmptyPlan, planInit} from './init';
import {addSource, type SourceOptions} from './source';

export interface AddOptions extends SourceOptions {
  source?: boolean;
}

export async function add(
  project: Project,
  requested: string[],
  registry: Registry,
  options: AddOptions,
  ui: Ui,
  io: Io,
): Promise<void> {
  if (requested.length === 0) {
    throw new CliError(
      'Name at least one component, e.g. "tessera-ui add button" (see "tessera-ui list").',
    );
  }
  const index = await registry.index();
  const names = checkComponents(requested, index);
  ui.intro(`tessera-ui add ${names.join(' ')}${options.source ? ' --source' : ''}`);
  if (options.source) {
    await addSource(project, names, registry, index.meta.version, options, ui, io);
    ui.outro('Done: the code is yours now. See upstream changes later with "tessera-ui diff".');
    return;
  }
  const plan = planInit(project);
  if (!isEmptyPlan(plan)) await applyInit(project, plan, ui, io);
  ui.success(`Import ${names.length === 1 ? 'it' : 'them'} from @tessera-ui/react:`);
  for (const name of names) {
    const line = index.items.find((item) => item.name === name)?.meta.import;
    if (line) ui.raw(line);
  }
  ui.outro('Done.');
}
