// The contrast pairs and token defaults plugins/theme-builder derives from the library at build time.
declare module '@theme-builder/checks' {
  import type {ThemeChecks} from '@tessera-ui/theme/check';

  const checks: ThemeChecks;
  export default checks;
}
