// The component pages whose examples open overlays, read from the built HTML when the spec is
// collected, so a new page with a menu, a picker or a dialog is covered without touching the spec.
import {readFileSync} from 'node:fs';
import catalogue from '../../../showcase/components.json';
import {builtFile} from './doc-pages';
import {staticDir} from './sitemap';

/**
 * What a popup control opens over the page: portalled out of the preview, unlike the inline menus
 * and lists an example may show.
 */
export const OVERLAYS = ['dialog', 'alertdialog', 'menu', 'listbox']
  .map((role) => `[role=${role}]:not([data-testid="example-preview"] *)`)
  .join(', ');

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
    .filter((href) =>
      previews(readFileSync(builtFile(href, dir), 'utf8')).some((preview) =>
        [...preview.matchAll(/<(?:button|input)\b[^>]*>/g)].some((tag) => opensOverlay(tag[0])),
      ),
    );
}
