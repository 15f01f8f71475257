/**
 * The search plugin focuses its input once its index has loaded if the input had focus when
 * loading began, even when the reader has since tabbed on: focus jumps back to the top of the
 * page. This lets the input take focus from a reader's action (a click, a key such as the ⌘K
 * shortcut) or when nothing else holds it, but not from the index arriving while focus is
 * elsewhere. Returns the undo.
 */
export function keepFocusWhereReaderLeftIt(input: HTMLInputElement): () => void {
  let readerActing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const acting = () => {
    readerActing = true;
    clearTimeout(timer);
    timer = setTimeout(() => {
      readerActing = false;
    });
  };
  const events = ['keydown', 'pointerdown', 'click'] as const;
  for (const type of events) document.addEventListener(type, acting, true);

  const focus = input.focus.bind(input);
  input.focus = (options?: FocusOptions) => {
    const holder = document.activeElement;
    const elsewhere = holder !== null && holder !== document.body && holder !== input;
    if (elsewhere && !readerActing) return;
    focus(options);
  };
  return () => {
    for (const type of events) document.removeEventListener(type, acting, true);
    clearTimeout(timer);
    Reflect.deleteProperty(input, 'focus');
  };
}
