// The HTML template of every built page: Docusaurus's own, with its `<script defer>` tags replaced
// by an inline loader (loader.ts) at the end of the body, which starts the same scripts, in the same
// order, once the browser has painted the page. A link at the top of the head holds that paint
// until the parser has reached the loader: Chrome otherwise paints a half-parsed page, whose
// navbar then shifts as the rest of it arrives (its right-hand items are laid out from the right).
import ssgTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {LOADER_ID, LOADER_SOURCE} from './loader';

const SCRIPT_TAGS = /\n\s*<% it\.scripts\.forEach\(\(script\) => \{ %>[\s\S]*?<% \}\); %>/;
const CHARSET = '<meta charset="UTF-8">';
const BODY_END = '</body>';

// Asset paths hold no `<`; escaped anyway, so no URL could close the inline script.
const SCRIPT_URLS =
  "<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>";

/**
 * Rewrites Docusaurus's SSG template; throws, naming what it missed, when a Docusaurus upgrade
 * changed the template, so the build stops rather than serve pages without their scripts.
 */
export function paintFirstTemplate(template: string = ssgTemplate): string {
  const missing = !SCRIPT_TAGS.test(template)
    ? 'the it.scripts loop of <script defer> tags'
    : [CHARSET, BODY_END].find((tag) => !template.includes(tag));
  if (missing) {
    throw new Error(
      `paint-first: Docusaurus's SSG template no longer has ${missing.startsWith('<') ? `"${missing}"` : missing}; update plugins/paint-first/template.ts.`,
    );
  }
  return template
    .replace(SCRIPT_TAGS, '')
    .replace(CHARSET, `${CHARSET}\n    <link rel="expect" href="#${LOADER_ID}" blocking="render">`)
    .replace(
      BODY_END,
      `  <script id="${LOADER_ID}">(${LOADER_SOURCE})(${SCRIPT_URLS})</script>\n  ${BODY_END}`,
    );
}
