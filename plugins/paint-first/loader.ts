/**
 * The browser code that starts a page's scripts once the browser has painted the server's HTML:
 * an inline script, called with the scripts' URLs in the order they must run. Plain ES5 in a
 * string, as the page carries it; nothing here is bundled or transpiled.
 *
 * Why: with `<script defer>`, a script that arrives with the style sheet runs before the first
 * frame, and the page's first paint waits for the whole client's evaluation (the LCP's slow mode).
 * Started after the first contentful paint, the scripts download while the reader reads.
 * A tab opened in the background paints nothing until shown, a browser may report no paint or
 * refuse the observer, and a paint may never come: then the scripts start at once, or after
 * {@link PAINT_TIMEOUT_MS}.
 * Inserted scripts run in insertion order only when they are not async (`script.async = false`).
 * No line comments: Docusaurus compiles the template with Eta's `rmWhitespace`, which may join lines.
 */
export const PAINT_TIMEOUT_MS = 3000;

/** The id of the loader's script element, which the page's first paint waits for. */
export const LOADER_ID = 'paint-first';

export const LOADER_SOURCE = `function (urls) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    urls.forEach(function (url) {
      var script = document.createElement('script');
      script.src = url;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var Observer = window.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start();
  try {
    new Observer(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({type: 'paint', buffered: true});
  } catch (error) {
    return start();
  }
  setTimeout(start, ${PAINT_TIMEOUT_MS});
}`;
