import type {Plugin} from 'rolldown';

const STRIPPED = '\0tessera-stripped-style';

/**
 * Drops `import './X.css'` from the JavaScript output. The package ships its CSS as one stylesheet
 * that an app imports once (`@tessera-ui/react/styles.css`), so modules must not import CSS too:
 * that would load rules twice and break test runners and SSR setups that cannot import CSS.
 */
export function stripStyleImports(): Plugin {
  return {
    name: 'tessera:strip-style-imports',
    resolveId(source) {
      return source.endsWith('.css') ? {id: STRIPPED, moduleSideEffects: false} : null;
    },
    load(id) {
      return id === STRIPPED ? {code: '', moduleSideEffects: false} : null;
    },
  };
}
