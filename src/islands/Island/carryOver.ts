// What a reader did to an island's server HTML before its code arrived, carried into the live
// component that replaces it: focus, typed text, a click and a form submission.

const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]';
const FIELDS = 'input, textarea';

function within(nodes: readonly ChildNode[], selector: string): Element[] {
  return nodes.flatMap((node) =>
    node instanceof Element
      ? [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)]
      : [],
  );
}

/** Sets a field's value the way typing does, so React's `onChange` sees it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', {bubbles: true}));
}

/** The live element named `name`. */
function named<T extends Element>(root: Element, name: string): T | null {
  return root.querySelector<T>(`[name="${CSS.escape(name)}"]`);
}

/** The live element that stands where `old` stood among the `replaced` nodes' `selector` matches. */
function samePlace<T extends Element>(
  root: Element,
  old: Element,
  replaced: readonly ChildNode[],
  selector: string,
): T | null {
  const index = within(replaced, selector).indexOf(old);
  return index >= 0 ? (root.querySelectorAll<T>(selector)[index] ?? null) : null;
}

/**
 * Copies text typed into the server HTML's fields into their live counterparts: the field of the
 * same `name`, else, for a field without one (a search box), the field at the same position.
 */
export function carryValues(root: HTMLElement, replaced: readonly ChildNode[]): void {
  type Field = HTMLInputElement | HTMLTextAreaElement;
  for (const old of within(replaced, FIELDS) as Field[]) {
    if (
      old.value === old.defaultValue ||
      (old instanceof HTMLInputElement && old.type === 'hidden')
    )
      continue;
    const live = old.name
      ? named<Field>(root, old.name)
      : samePlace<Field>(root, old, replaced, FIELDS);
    if (live && live.value !== old.value) typeInto(live, old.value);
  }
}

/**
 * Focuses, inside `root`, the element that stands where `previous` stood among the `replaced`
 * nodes: the one with the same `name`, else the focusable at the same position.
 */
export function carryFocus(
  root: HTMLElement,
  previous: Element,
  replaced: readonly ChildNode[],
): void {
  const name = previous.getAttribute('name');
  const target =
    (name ? named<HTMLElement>(root, name) : null) ??
    samePlace<HTMLElement>(root, previous, replaced, FOCUSABLE);
  target?.focus();
}

/**
 * Element indexes from `root` down to `node` (or the element holding it), to find its counterpart
 * in the live component. Elements only: the server's HTML has text and comment nodes the browser's
 * render lacks (React separates adjacent text with `<!-- -->`), so counting them would lead a
 * click on a link after some text to another element.
 */
export function pathTo(root: Node, node: Node): number[] {
  const path: number[] = [];
  let current = node instanceof Element ? node : node.parentElement;
  for (; current && current !== root && current.parentElement; current = current.parentElement)
    path.unshift([...current.parentElement.children].indexOf(current));
  return path;
}

/**
 * Presses the live element at `path` (or its nearest existing ancestor on that path) the way a
 * mouse does: press, release, click. A bare `click()` is not enough: React Aria takes it for a
 * screen reader's virtual click, and on a checkbox's or switch's label it toggles only on a pointer
 * press (the label's own click is prevented), so the reader's click would be lost.
 */
export function carryClick(root: Element, path: readonly number[]): void {
  let target: Element = root;
  for (const index of path) {
    const next = target.children[index];
    if (!next) break;
    target = next;
  }
  // Any element, an icon's SVG included: the press bubbles from it to the button around it.
  if (target === root) return;
  const box = target.getBoundingClientRect();
  const mouse: MouseEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
    button: 0,
    detail: 1,
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height / 2,
  };
  const pointer: PointerEventInit = {
    ...mouse,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    width: 1,
    height: 1,
  };
  // jsdom has no PointerEvent; browsers all do.
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  target.dispatchEvent(new Pointer('pointerdown', {...pointer, buttons: 1, pressure: 0.5}));
  target.dispatchEvent(new MouseEvent('mousedown', {...mouse, buttons: 1}));
  target.dispatchEvent(new Pointer('pointerup', {...pointer, pressure: 0}));
  target.dispatchEvent(new MouseEvent('mouseup', mouse));
  target.dispatchEvent(new MouseEvent('click', mouse));
}
