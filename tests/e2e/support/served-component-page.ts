// A component page as it is served, before any script runs (a reader without JavaScript, a search
// engine): read from the HTML the server answers with, parsed by the browser but never rendered.
import type {Page} from '@playwright/test';

/** The line under Installation that gives the component's size. */
const SIZE_LINE =
  /^Bundle size: \d+\.\d kB min\+gzip for .+ imported alone \(react and react-dom not counted\)(: \d+\.\d kB is Tessera UI, \d+\.\d kB is .+, code that other components reuse\.|, all of it Tessera UI's own code\.)$/;

/**
 * What the served HTML of component `name`'s page at `path` lacks: every example with its preview,
 * its highlighted code and long code collapsed; the install tabs on the CLI with the component's
 * `add` command; the size line under Installation; every part in place, none of it streamed to
 * the end of the document for a script to move in. Empty when it has them all.
 */
export async function servedComponentPageProblems(
  page: Page,
  path: string,
  name: string,
): Promise<string[]> {
  const response = await page.request.get(path);
  if (!response.ok()) return [`${path} answers ${response.status()}`];
  return page.evaluate(
    ({html, name, sizeLine}) => {
      const served = new DOMParser().parseFromString(html, 'text/html');
      const text = (element: Element | null | undefined) =>
        (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const problems: string[] = [];
      const examples = [...served.querySelectorAll('[data-testid="example"]')];
      if (examples.length === 0) problems.push('no example');
      for (const [index, block] of examples.entries()) {
        const preview = block.querySelector('[data-testid="example-preview"]');
        if (!preview?.firstElementChild) problems.push(`example ${index + 1} has no preview`);
        if (!block.querySelector('[data-testid="example-code"] .token'))
          problems.push(`example ${index + 1} has no highlighted code`);
        const toggle = [...block.querySelectorAll('button')].find((button) =>
          /^(Expand|Collapse) code$/.test(button.textContent ?? ''),
        );
        if (
          toggle &&
          (toggle.textContent !== 'Expand code' || toggle.getAttribute('aria-expanded') !== 'false')
        )
          problems.push(`example ${index + 1}: long code does not start collapsed`);
      }
      const tablists = served.querySelectorAll('[role=tablist].package-manager-tabs');
      if (tablists.length !== 1) problems.push(`${tablists.length} install tab lists, not 1`);
      const tablist = tablists[0];
      const selected = [...(tablist?.querySelectorAll('[role=tab][aria-selected=true]') ?? [])];
      if (selected.length !== 1 || text(selected[0]) !== 'CLI')
        problems.push(`install tab selected: ${selected.map(text).join(', ') || 'none'}, not CLI`);
      const panel = tablist?.nextElementSibling?.querySelector('[role=tabpanel]:not([hidden])');
      const command = `npx tessera-ui@latest add ${name}`;
      if (!text(panel).includes(command)) problems.push(`the shown install tab lacks "${command}"`);
      const line = [...served.querySelectorAll('p')].find((paragraph) =>
        text(paragraph).startsWith('Bundle size:'),
      );
      if (!line) problems.push('no size line');
      else if (!new RegExp(sizeLine).test(text(line)))
        problems.push(`size line reads "${text(line)}"`);
      // React streams a Suspense boundary that comes late in a long document to its end, hidden
      // (`<div hidden id="S:0">`), for an inline script to move into place.
      for (const outlined of served.querySelectorAll('div[hidden][id^="S:"]'))
        problems.push(`"${text(outlined).slice(0, 40)}…" is sent out of place, for a script`);
      let heading = line?.previousElementSibling;
      while (heading && !/^H[1-6]$/.test(heading.tagName)) heading = heading.previousElementSibling;
      if (line && !/^Installation/.test(text(heading)))
        problems.push(`the size line is under "${text(heading)}", not Installation`);
      return problems;
    },
    {html: await response.text(), name, sizeLine: SIZE_LINE.source},
  );
}
