import type {PlaygroundData} from '../types';
import type {KindControls} from './types';

/**
 * Loads the controls of the kinds `data` (JSON `PlaygroundData`) uses, of those kept out of the
 * playground's own chunk. The imports start in this call, not after a wait: a prefetch records
 * the chunks an import asks for as it starts (src/islands/Island/prefetch.ts).
 */
export function loadControls(data: string): Promise<KindControls> {
  const kinds = new Set(
    (JSON.parse(data) as PlaygroundData).props.map((prop) => prop.control.kind),
  );
  return Promise.all([
    kinds.has('select') ? import('./SelectControl') : undefined,
    kinds.has('number') ? import('./NumberControl') : undefined,
  ]).then(([select, number]) => ({select: select?.default, number: number?.default}));
}
