import type {PlaygroundData} from '../types';
import type {KindControls} from './types';

type Kind = keyof KindControls;

/** Each kind kept out of the playground's own chunk, and how the browser loads its control. */
const MODULES: {[K in Kind]-?: () => Promise<{default: NonNullable<KindControls[K]>}>} = {
  select: () => import('./SelectControl'),
  number: () => import('./NumberControl'),
};

/**
 * Every kind's control, for the server build only (the browser build drops these requires): the
 * server renders every playground whole, whatever kinds it uses.
 */
export const serverControls: Required<KindControls> | undefined = process.env.TESSERA_SSR
  ? {
      /* eslint-disable @typescript-eslint/no-require-imports -- server build only */
      select: (require('./SelectControl') as typeof import('./SelectControl')).default,
      number: (require('./NumberControl') as typeof import('./NumberControl')).default,
      /* eslint-enable @typescript-eslint/no-require-imports */
    }
  : undefined;

/**
 * Loads the controls of the kinds `data` (JSON `PlaygroundData`) uses, of those kept out of the
 * playground's own chunk. The imports start in this call, not after a wait: a prefetch records
 * the chunks an import asks for as it starts (src/islands/Island/prefetch.ts).
 */
export function loadControls(data: string): Promise<KindControls> {
  const used = new Set((JSON.parse(data) as PlaygroundData).props.map((prop) => prop.control.kind));
  const kinds = (Object.keys(MODULES) as Kind[]).filter((kind) => used.has(kind));
  return Promise.all(kinds.map((kind) => MODULES[kind]())).then((modules) =>
    Object.fromEntries(kinds.map((kind, index) => [kind, modules[index]!.default])),
  );
}
