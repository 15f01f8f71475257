// The controls every doc page has around its examples, as a reader uses them: the package-manager
// tabs, Copy page, the code blocks' Copy buttons and the table of contents; and the check that no
// visible control is inert server HTML that nothing will ever bring to life.
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {activate, type Modality} from './interact';
import {CONTROLS, swapMismatches} from './swap-watch';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The package-manager tabs: a tab picked by `modality` selects, and its panel shows its command. */
export async function checkInstallTabs(page: Page, modality: Modality): Promise<void> {
  const tablist = page.locator('[role=tablist].package-manager-tabs').first();
  const selected = tablist.locator('[role=tab][aria-selected=true]');
  const before = await selected.innerText();
  const next = tablist.locator('[role=tab][aria-selected=true] + [role=tab]');
  const name = await next.innerText();
  if (modality === 'keyboard') {
    // Docusaurus's tabs activate manually: the arrow moves focus, Enter selects.
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
  } else {
    await activate(page, next, modality);
  }
  await expect(tablist.getByRole('tab', {name, exact: true})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tablist.getByRole('tab', {name: before, exact: true})).toHaveAttribute(
    'aria-selected',
    'false',
  );
  const panel = tablist.locator('xpath=following-sibling::*[1]').locator('[role=tabpanel]:visible');
  await expect(panel).toContainText(name === 'CLI' ? 'npx tessera-ui@latest' : `${name} `);
}

/** Copy page puts the page's Markdown twin, headed by its title, on the clipboard. */
export async function checkCopyPage(page: Page, modality: Modality): Promise<void> {
  const title = (await page.locator('article h1').first().innerText()).trim();
  await activate(page, page.getByRole('button', {name: 'Copy page'}), modality);
  await expect(
    page.getByRole('status').filter({hasText: 'Page copied as Markdown'}),
  ).toBeAttached();
  expect((await clipboard(page)).split('\n')[0]).toBe(`# ${title}`);
}

/**
 * Every code block of the body outside the examples (install commands, snippets, a cut version's
 * static examples): reached for, it shows its Copy button, which copies its code. The blocks take
 * the `modalities` in turn (they share one button component, so each way in is proven without
 * copying every block each way); a page with fewer blocks than ways in uses its first for the rest.
 */
export async function checkCodeBlocks(
  page: Page,
  modalities: readonly Modality[],
): Promise<number> {
  const blocks = page.locator('.theme-doc-markdown .theme-code-block:visible');
  const count = await blocks.count();
  const uses = count === 0 ? 0 : Math.max(count, modalities.length);
  for (let use = 0; use < uses; use++) {
    const index = use < count ? use : 0;
    const modality = modalities[use % modalities.length]!;
    const block = blocks.nth(index);
    const code = block.locator('pre');
    // Text, or line by line where lines are elements (innerText doubles their breaks).
    const text = await code.evaluate((pre) => {
      const lines = [...pre.querySelectorAll('.token-line')];
      return lines.length > 0
        ? lines.map((line) => line.textContent).join('\n')
        : (pre.textContent ?? '').replace(/\n$/, '');
    });
    if (modality === 'keyboard') await code.focus();
    else if (modality === 'touch') await code.tap();
    else await code.hover();
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await activate(page, copy, modality);
    await expect
      .poll(() => clipboard(page), {message: `code block ${index + 1} by ${modality}`})
      .toBe(text);
  }
  return count;
}

/** Where the reader is: the URL's fragment, and whether its heading's top is in view. */
function whereTheReaderIs(page: Page): Promise<string> {
  return page.evaluate(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    const inView = top !== undefined && top >= -1 && top < innerHeight / 2;
    return `#${id} ${inView ? 'in view' : 'out of view'}`;
  });
}

/**
 * The table of contents' first, middle and last links each take the reader to their heading (on a
 * phone, the first, from the collapsed list it opens: the list's lower links move while it
 * unfolds). That every link has its heading is the build's to check (onBrokenAnchors); what a
 * browser adds is where the heading lands, and the ends of the page are where that can go wrong.
 */
export async function checkToc(page: Page, modalities: readonly Modality[]): Promise<void> {
  const phone = modalities.includes('touch');
  const toc = phone
    ? page.locator('.theme-doc-toc-mobile')
    : page.locator('.theme-doc-toc-desktop');
  if (phone) {
    const open = toc.getByRole('button', {name: 'On this page'});
    if ((await open.getAttribute('aria-expanded')) !== 'true') await open.tap();
  }
  const links = toc.locator('a.table-of-contents__link');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  const last = hrefs.length - 1;
  const checked = [...new Set(phone ? [0] : [0, Math.floor(last / 2), last])].filter(
    (index) => index >= 0,
  );
  for (const [turn, index] of checked.entries()) {
    const href = hrefs[index]!;
    const id = decodeURIComponent(href.slice(href.indexOf('#') + 1));
    await activate(page, links.nth(index), modalities[turn % modalities.length]!);
    await expect
      .poll(() => whereTheReaderIs(page), {message: `${href} takes the reader to its heading`})
      .toBe(`#${id} in view`);
  }
}

/**
 * Visible controls that are inert for good: not rendered by React, not a plain link (which the
 * browser follows), and in no island (which would bring them to life when a reader reaches them).
 */
export function inertControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const owned = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps'));
    return (
      [...document.querySelectorAll(selector)]
        // An inert subtree (a picture made of components, such as the home page's gallery) holds
        // nothing a reader can reach.
        .filter((element) => element.checkVisibility() && !element.closest('[inert]'))
        .filter(
          (element) =>
            !owned(element) &&
            !element.matches('a[href]') &&
            !element.closest(
              'tessera-island:not([data-hydrated]), [data-island]:not([data-hydrated])',
            ),
        )
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`,
        )
    );
  }, CONTROLS);
}

/** The outermost islands still showing server HTML. */
const SLEEPING =
  'tessera-island:not([data-hydrated]):not(tessera-island tessera-island), [data-island]:not([data-hydrated])';

/**
 * Wakes, with one interaction each (the pointer coming over it), every island the checks left
 * asleep that holds a visible control, then checks each went live, matched its server HTML as it
 * did, and that every visible control of the page is now live or a plain link.
 */
export async function checkEveryControlLive(page: Page): Promise<void> {
  await test.step('no visible control is inert', async () => {
    for (let woken = 0; ; woken++) {
      expect(woken, 'islands woken one by one').toBeLessThan(200);
      // Picked and marked in one step: an island can go live on its own between two locator
      // calls (idle time), and its server HTML is then gone from under the pointer.
      const mark = await page.evaluate(
        ([sleeping, controls, n]) => {
          const island = [...document.querySelectorAll(sleeping)].find((root) =>
            [...root.querySelectorAll(controls)].some(
              (control) => control.checkVisibility() && !control.closest('[inert]'),
            ),
          );
          island?.setAttribute('data-sweep-wake', String(n));
          return island ? String(n) : null;
        },
        [SLEEPING, CONTROLS, woken] as const,
      );
      if (mark === null) break;
      const island = page.locator(`[data-sweep-wake="${mark}"]`);
      const live = () => island.evaluate((root) => root.hasAttribute('data-hydrated'));
      try {
        await island.locator(CONTROLS).filter({visible: true}).first().hover({force: true});
      } catch (error) {
        // Went live of itself before the pointer came: what is checked below still holds.
        if (!(await live())) throw error;
      }
      // Going live fetches and runs the island's code: the theme builder's is most of the
      // library, seconds on a busy CI machine. It gets an action's time (the config's), not an
      // assertion's.
      await expect
        .poll(live, {
          message: 'an island goes live when the pointer comes over it',
          timeout: test.info().project.use.actionTimeout,
        })
        .toBe(true);
    }
    expect(
      await swapMismatches(page),
      'islands whose live element differs from their HTML',
    ).toEqual([]);
    expect(await inertControls(page), 'visible controls that are not live').toEqual([]);
  });
}
