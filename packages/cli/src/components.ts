// Component names as the user types them, checked against the registry's index.
import type {RegistryIndex} from '@tessera-ui/registry';
import {CliError} from './errors';
import {closest} from './suggest';

/** The names that are components (not the shared library items). */
export function componentNames(index: RegistryIndex): string[] {
  return index.items.filter((item) => item.type === 'registry:ui').map((item) => item.name);
}

/** Lower-cased, unique names; throws for the first unknown one with a suggestion. */
export function checkComponents(requested: string[], index: RegistryIndex): string[] {
  const known = componentNames(index);
  const names = [...new Set(requested.map((name) => name.toLowerCase()))];
  for (const name of names) {
    if (known.includes(name)) continue;
    const suggestion = closest(name, known);
    throw new CliError(
      suggestion
        ? `Unknown component "${name}". Did you mean "${suggestion}"?`
        : `Unknown component "${name}". Run "tessera-ui list" to see every component.`,
    );
  }
  return names;
}
