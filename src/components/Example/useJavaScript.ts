import {useEffect, useState} from 'react';

/** An example module as JavaScript, generated at build time (plugins/example-js). */
export interface JavaScriptSource {
  source: string;
  tokens: string;
}

async function fetchJavaScript(url: string): Promise<JavaScriptSource> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as JavaScriptSource;
}

/**
 * The example's JavaScript while `url` (its JSON file) is given (the reader chose JavaScript),
 * fetched the first time it is asked for and kept, so switching back and forth fetches it once.
 */
export function useJavaScript(url: string | undefined): JavaScriptSource | undefined {
  const [loaded, setLoaded] = useState<JavaScriptSource>();
  useEffect(() => {
    if (!url || loaded) return undefined;
    let active = true;
    fetchJavaScript(url).then(
      (javaScript) => active && setLoaded(javaScript),
      // TypeScript stays on show; the next choice of JavaScript asks again.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [url, loaded]);
  return url ? loaded : undefined;
}
