/** Events in whose handling a focus() is the reader's own doing (the ⌘K shortcut, a click). */
const READER_EVENTS = new Set(['keydown', 'pointerdown', 'mousedown', 'click']);

/**
 * The search plugin focuses its input once its index has loaded if the input had focus when
 * loading began, even when the reader has since tabbed on: focus jumps back to the top of the
 * page. This lets the input take focus from a reader's action (a focus() made while a key press
 * such as the ⌘K shortcut, or a click, is being handled) or when nothing else holds it, but not
 * from the index arriving while focus is elsewhere — not even when it arrives the moment the reader
 * presses another key. Returns the undo.
 */
export function keepFocusWhereReaderLeftIt(input: HTMLInputElement): () => void {
  const focus = input.focus.bind(input);
  input.focus = (options?: FocusOptions) => {
    const holder = document.activeElement;
    const elsewhere = holder !== null && holder !== document.body && holder !== input;
    // The event being handled right now, if any: the index arrives in a task of its own, with
    // none, whatever keys the reader is pressing around it.
    const handling = window.event;
    const readerActing = handling !== undefined && READER_EVENTS.has(handling.type);
    if (elsewhere && !readerActing) return;
    focus(options);
  };
  return () => {
    Reflect.deleteProperty(input, 'focus');
  };
}
