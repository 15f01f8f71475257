// The component pages whose examples open overlays, read from the built HTML when the spec is
// collected, so a new page with a menu, a picker or a dialog is covered without touching the spec.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import catalogue from '../../../showcase/components.json';
import {staticDir} from './sitemap';

/**
 * An example's control that opens an overlay: a popup button, a combo box's field, or a React Aria
 * press target with `aria-expanded` that controls nothing in the page (a dialog's trigger; a
 * disclosure's names the panel it shows).
 */
export const OVERLAY_TRIGGERS = [
  '[aria-haspopup]',
  '[role=combobox]',
  '[data-rac][aria-expanded="false"]:not([aria-controls])',
]
  .map((kind) => `[data-testid="example-preview"] :is(button, input)${kind}`)
  .join(', ');

/** The same test on a served tag, whose minified attributes may lack quotes. */
function opensOverlay(tag: string): boolean {
  return (
    /\saria-haspopup[\s=>]/.test(tag) ||
    /\srole="?combobox/.test(tag) ||
    (/\sdata-rac[\s=>]/.test(tag) &&
      /\saria-expanded="?false/.test(tag) &&
      !/\saria-controls[\s=>]/.test(tag))
  );
}

/** The examples' previews in a served page: each from its mark to the next test id. */
function previews(html: string): string[] {
  return html
    .split(/data-testid="?example-preview/)
    .slice(1)
    .map((rest) => rest.split('data-testid=')[0]!);
}

/** The catalogue's component pages with an example whose preview holds an overlay trigger. */
export function readOverlayPages(dir = staticDir()): string[] {
  return catalogue
    .map((entry) => entry.href)
    .filter((href) => {
      const file = path.join(dir, `${href}.html`);
      if (!existsSync(file))
        throw new Error(`The catalogue lists ${href}, but the build has no ${file}.`);
      return previews(readFileSync(file, 'utf8')).some((preview) =>
        [...preview.matchAll(/<(?:button|input)\b[^>]*>/g)].some((tag) => opensOverlay(tag[0])),
      );
    });
}
