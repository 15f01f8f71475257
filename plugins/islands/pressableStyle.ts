import type {HtmlTagObject} from '@docusaurus/types';

/**
 * React Aria's press handling (`usePress`) adds this style element to the document's head the
 * first time a pressable component mounts, unless an element with its id is already there. In a
 * page of islands, that first mount is the reader's first click on an example, and a new style
 * sheet then (one with a cascade layer) makes Chromium restyle and lay out the whole page, every
 * element of it, inside that click: 45–105 ms of its response on a 4× throttled CPU. Shipped in
 * the server's HTML, the element is found and nothing is added. Its text is React Aria's
 * (react-aria 3.53, `usePress.mjs`): no double-tap zoom delay on pressable elements.
 */
export const PRESSABLE_STYLE: HtmlTagObject = {
  tagName: 'style',
  attributes: {id: 'react-aria-pressable-style'},
  innerHTML: `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`,
};
