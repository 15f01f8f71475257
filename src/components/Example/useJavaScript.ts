import {useEffect, useState} from 'react';

/** An example module as JavaScript, generated at build time (plugins/example-js). */
export interface JavaScriptSource {
  source: string;
  tokens: string;
}

export type LoadJavaScript = () => Promise<{default: JavaScriptSource}>;

/**
 * The example's JavaScript while `load` is given (the reader chose JavaScript), loaded the first
 * time it is asked for and kept, so switching back and forth fetches it once.
 */
export function useJavaScript(load: LoadJavaScript | undefined): JavaScriptSource | undefined {
  const [loaded, setLoaded] = useState<JavaScriptSource>();
  useEffect(() => {
    if (!load || loaded) return undefined;
    let active = true;
    load().then(
      (module) => active && setLoaded(module.default),
      // TypeScript stays on show; the next choice of JavaScript asks again.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [load, loaded]);
  return load ? loaded : undefined;
}
