import {revealTargetRow} from './revealTargetRow';

function page(): Document {
  document.body.innerHTML = `
    <table><tbody><tr id="prop-Button-variant"><th>variant</th></tr></tbody></table>
    <details><summary>Inherited</summary>
      <table><tbody><tr id="prop-Button-isDisabled"><th>isDisabled</th></tr></tbody></table>
    </details>`;
  return document;
}

describe('revealTargetRow', () => {
  it('should open the inherited group that holds the row the link names', () => {
    const doc = page();
    expect(revealTargetRow('#prop-Button-isDisabled', doc)).toBe(true);
    expect(doc.querySelector('details')?.open).toBe(true);
  });

  it('should leave the page alone for rows already visible and for other fragments', () => {
    const doc = page();
    expect(revealTargetRow('#prop-Button-variant', doc)).toBe(false);
    expect(revealTargetRow('#usage', doc)).toBe(false);
    expect(revealTargetRow('#prop-Button-missing', doc)).toBe(false);
    expect(doc.querySelector('details')?.open).toBe(false);
  });
});
