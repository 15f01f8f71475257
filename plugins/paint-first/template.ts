// The HTML template of every built page: Docusaurus's own, with its `<script defer>` tags replaced
// by an inline loader (loader.ts) at the top of the head, which starts the same scripts, in the same
// order, once the browser has painted the page. At the top, because an inline script after a style
// sheet would wait for the sheet before the parser could go on.
import ssgTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {LOADER_SOURCE} from './loader';

const SCRIPT_TAGS = /\n\s*<% it\.scripts\.forEach\(\(script\) => \{ %>[\s\S]*?<% \}\); %>/;
const CHARSET = '<meta charset="UTF-8">';

// Asset paths hold no `<`; escaped anyway, so no URL could close the inline script.
const SCRIPT_URLS =
  "<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>";

/**
 * Rewrites Docusaurus's SSG template; throws, naming what it missed, when a Docusaurus upgrade
 * changed the template, so the build stops rather than serve pages without their scripts.
 */
export function paintFirstTemplate(template: string = ssgTemplate): string {
  if (!SCRIPT_TAGS.test(template) || !template.includes(CHARSET)) {
    throw new Error(
      `paint-first: Docusaurus's SSG template no longer has ${SCRIPT_TAGS.test(template) ? `"${CHARSET}"` : 'the it.scripts loop of <script defer> tags'}; update plugins/paint-first/template.ts.`,
    );
  }
  return template
    .replace(SCRIPT_TAGS, '')
    .replace(CHARSET, `${CHARSET}\n    <script>(${LOADER_SOURCE})(${SCRIPT_URLS})</script>`);
}
