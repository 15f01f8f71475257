// The sweep's focus check on its own, on small pages whose rings are known: it must tell a focus
// ring from a resting shadow, or a control whose ring was deleted passes the sweep.
import {test, expect} from './support/fixtures';
import {walkFocus} from './support/page-checks';

const SHADOW = '0 1px 2px rgb(0 0 0 / 20%)';

const PAGE = `<!doctype html>
<style>
  .field, .tertiary { box-shadow: ${SHADOW}; outline: none; }
  .field.ringed:focus { outline: 2px solid rgb(37 99 235); outline-offset: 2px; }
  .tertiary.ringed:focus-visible { box-shadow: ${SHADOW}, 0 0 0 3px rgb(37 99 235); }
  .card { padding: 8px; }
  .card:has(:focus-visible) { outline: 2px solid rgb(37 99 235); }
  .card input { opacity: 0; position: absolute; }
</style>
<main>
  <input class="field ringed" aria-label="Ringed field">
  <input class="field" aria-label="Ringless field">
  <button class="tertiary ringed">Ringed tertiary</button>
  <button class="tertiary">Ringless tertiary</button>
  <label class="card"><input type="radio" name="plan" aria-label="Card option">Card</label>
</main>`;

test.describe('the focus check of the sweep', () => {
  test('should accept a ring drawn on focus and refuse a resting shadow alone', async ({page}) => {
    await page.setContent(PAGE);
    const stops = await walkFocus(page, 10);
    expect(stops.map(({label, visible}) => [label, visible])).toEqual([
      ['<input.field.ringed> "Ringed field"', true],
      ['<input.field> "Ringless field"', false],
      ['<button.tertiary.ringed> "Ringed tertiary"', true],
      ['<button.tertiary> "Ringless tertiary"', false],
      ['<input> "Card option"', true],
    ]);
  });
});
