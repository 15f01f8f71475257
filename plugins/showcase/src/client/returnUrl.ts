// `returnUrl` arrives from the query string, so anyone can craft it: accept only a path on this
// site, judged on every decoded form, because browsers and servers decode again.

const MAX_DECODES = 5;
// Browsers strip tabs and newlines from URLs ("/\t/evil" becomes "//evil"); refuse all controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const CHECK_ORIGIN = 'https://return-url.invalid';

function isSafePath(candidate: string): boolean {
  if (CONTROL.test(candidate) || candidate.includes('\\')) return false;
  if (candidate.trim() !== candidate) return false;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return false;
  try {
    const url = new URL(candidate, CHECK_ORIGIN);
    // "/..//evil" normalises to "//evil": harmless in a link, not once someone copies the pathname.
    return url.origin === CHECK_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** Every form of `value` reached by decoding it repeatedly, or `undefined` if decoding fails. */
function decodedForms(value: string): string[] | undefined {
  const forms = [value];
  let current = value;
  for (let step = 0; step < MAX_DECODES; step += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  // Still changing after MAX_DECODES rounds: nobody encodes a real path that deeply.
  return undefined;
}

/** True when `value` is a same-origin path: one leading "/", no scheme, host or backslash. */
export function isSafeReturnUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  const forms = decodedForms(value);
  return forms !== undefined && forms.every(isSafePath);
}

/** The `returnUrl` query parameter of `search` when it is safe, else `fallback`. */
export function resolveReturnUrl(search: string, fallback: string): string {
  const value = new URLSearchParams(search).get('returnUrl');
  return isSafeReturnUrl(value) ? value : fallback;
}

/** Link to a showcase that brings the reader back to `currentPath` when closed. */
export function withReturnUrl(permalink: string, currentPath: string): string {
  return isSafeReturnUrl(currentPath)
    ? `${permalink}?returnUrl=${encodeURIComponent(currentPath)}`
    : permalink;
}
