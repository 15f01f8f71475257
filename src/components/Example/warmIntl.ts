// React Aria validates the reader's locale with Intl when its modules load, and formats numbers
// with it: the page's first use of Intl, for which V8 initialises ICU and builds its list of
// available locales. On a phone-class CPU (4× throttled Chromium) that is 50–90 ms on the main
// thread, spent inside the reader's first click on an example. Paid once per page, it can be
// paid while the page is idle instead, in steps short enough not to block a reader's input.

import {whenIdle} from '@site/src/islands/Island/whenIdle';

const STEPS: ((locale: string) => void)[] = [
  (locale) => Intl.DateTimeFormat.supportedLocalesOf([locale]),
  (locale) => new Intl.Locale(locale).maximize(),
  (locale) => new Intl.NumberFormat(locale, {signDisplay: 'exceptZero'}).format(1),
];

let started = false;

/** Initialises Intl for the reader's locale in idle time, once per page load. */
export function warmIntl(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let locale = navigator.language || 'en-US';
  const run = (index: number) => {
    const step = STEPS[index];
    if (!step) return;
    whenIdle(() => {
      try {
        step(locale);
      } catch {
        // A locale this engine rejects: React Aria falls back to en-US, and so does the warm-up.
        locale = 'en-US';
      }
      run(index + 1);
    });
  };
  run(0);
}
