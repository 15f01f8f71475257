import {useContext, type FocusEvent} from 'react';
import {TableStateContext} from 'react-aria-components';
import {Checkbox} from '../Checkbox/Checkbox';

/**
 * The checkbox of a selection cell: "Select All" in the header, "Select <row>" in a row (React
 * Aria fills the `selection` slot with its name, state and change handler).
 *
 * Two changes from a bare `<Checkbox slot="selection">`, so the table stays one Tab stop and a
 * checkbox focused directly (by a screen reader's cursor or a script) keeps the focus:
 * - it is out of the Tab order; the arrow keys reach it, as they reach any cell;
 * - on focus it becomes the table's focused cell. React Aria only does this for a pointer; for any
 *   other focus it sends focus back to the last focused row (the first row if none), so a Space
 *   pressed next selected that row instead of toggling the checkbox.
 */
export function SelectionCheckbox() {
  const state = useContext(TableStateContext);
  const onFocus = (event: FocusEvent<Element>) => {
    const key = event.target.closest('[data-key]')?.getAttribute('data-key');
    if (state && key != null && state.selectionManager.focusedKey !== key) {
      state.selectionManager.setFocusedKey(key);
    }
  };
  return <Checkbox slot="selection" excludeFromTabOrder onFocus={onFocus} />;
}
