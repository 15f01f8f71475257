import {revealTargetRow} from './revealTargetRow';

function page(): Document {
  document.body.innerHTML = `
    <table><tbody><tr id="prop-Button-variant"><th>variant</th></tr></tbody></table>
    <details><summary>Inherited</summary>
      <table><tbody><tr id="prop-Button-isDisabled"><th>isDisabled</th></tr></tbody></table>
    </details>`;
  return document;
}

function pageWithFoldedGroup(): Document {
  // What PropsTable serves for a folded group: its names, and no rows until it opens.
  document.body.innerHTML = `
    <details data-props-of="Tabs"><summary>Inherited</summary>
      <p data-prop-names>isDisabled, onSelectionChange</p>
    </details>`;
  const details = document.querySelector('details')!;
  details.addEventListener('toggle', () => {
    if (details.open)
      details.insertAdjacentHTML(
        'beforeend',
        '<table><tbody><tr id="prop-Tabs-onSelectionChange"></tr></tbody></table>',
      );
  });
  return document;
}

describe('revealTargetRow', () => {
  it('should open, through its summary, the folded group that names the prop the link is to', async () => {
    const doc = pageWithFoldedGroup();
    expect(revealTargetRow('#prop-Tabs-onSelectionChange', doc)).toBe(true);
    expect(doc.querySelector('details')?.open).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(doc.getElementById('prop-Tabs-onSelectionChange')).not.toBeNull();
    expect(revealTargetRow('#prop-Tabs-missing', pageWithFoldedGroup())).toBe(false);
  });

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
