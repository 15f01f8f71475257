// `tessera-ui diff [component…]`: for copied source, a unified diff of what changed upstream since
// the copy: the item recorded at copy time (.tessera/<name>.json) against the same version's item
// in the registry now. Local edits are not part of it; they are listed, so a merge knows about them.
import fs from 'node:fs';
import path from 'node:path';
import {createTwoFilesPatch} from 'diff';
import {CONFIG_FILE, readBase, readConfig} from '../config';
import {CliError} from '../errors';
import type {Project} from '../project';
import {Registry} from '../registry';
import type {Ui} from '../ui';

export async function diff(
  project: Project,
  requested: string[],
  registryFlag: string | undefined,
  ui: Ui,
): Promise<void> {
  const config = readConfig(project.root);
  const copied = Object.keys(config?.components ?? {});
  if (!config || copied.length === 0) {
    throw new CliError(
      `Nothing to compare: no component was copied with "tessera-ui add --source" here (no ${CONFIG_FILE}).`,
    );
  }
  const names = requested.length > 0 ? requested.map((name) => name.toLowerCase()) : copied;
  for (const name of names) {
    if (!config.components[name]) {
      throw new CliError(
        `"${name}" was not copied with --source here; copied: ${copied.join(', ')}.`,
      );
    }
  }
  const registry = new Registry(registryFlag ?? config.registry);
  let changed = 0;
  for (const name of names) {
    const record = config.components[name]!;
    const base = readBase(project.root, name, record);
    const upstream = await registry.item(name, record.version);
    const paths = [...new Set([...base.files, ...upstream.files].map((file) => file.path))];
    const patches: string[] = [];
    const edited: string[] = [];
    for (const file of paths) {
      const before = base.files.find((entry) => entry.path === file)?.content;
      const after = upstream.files.find((entry) => entry.path === file)?.content;
      const target = path.posix.join(config.sourceDir, file);
      const local = path.join(project.root, target);
      if (
        before !== undefined &&
        fs.existsSync(local) &&
        fs.readFileSync(local, 'utf8') !== before
      ) {
        edited.push(target);
      }
      if (before === after) continue;
      patches.push(
        createTwoFilesPatch(
          before === undefined ? '/dev/null' : `a/${target}`,
          after === undefined ? '/dev/null' : `b/${target}`,
          before ?? '',
          after ?? '',
          undefined,
          undefined,
          {context: 3},
        ).replace(/^=+\n/, ''),
      );
    }
    if (patches.length === 0) {
      ui.info(`${name}: no upstream changes in ${record.version} since you copied it.`);
      continue;
    }
    changed++;
    ui.step(`${name}: upstream changes in ${record.version} since you copied it`);
    ui.raw(patches.join(''));
    if (edited.length > 0)
      ui.warn(
        `You changed ${edited.join(', ')} since; merge by hand, or take upstream with "tessera-ui add --source ${name} --overwrite".`,
      );
    else
      ui.info(
        `Take them with "tessera-ui add --source ${name}" (you have not changed these files).`,
      );
  }
  if (changed === 0 && names.length > 1) ui.success('Every copy is up to date with the registry.');
}
