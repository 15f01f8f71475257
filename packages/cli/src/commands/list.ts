// `tessera-ui list`: every component in the registry, with its description.
import type {RegistryIndex} from '@tessera-ui/registry';
import type {Ui} from '../ui';

export function list(index: RegistryIndex, ui: Ui): void {
  const components = index.items.filter((item) => item.type === 'registry:ui');
  const width = Math.max(...components.map((item) => item.name.length));
  ui.raw(
    [
      `${components.length} components (version ${index.meta.version}):`,
      ...components.map((item) => `  ${item.name.padEnd(width)}  ${item.description}`),
    ].join('\n'),
  );
}
