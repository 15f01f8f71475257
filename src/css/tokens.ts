// The library's design tokens, which the site's own theme (custom.css) also reads. Imported from
// JavaScript by the package's public entry, as an app would: a CSS @import would not see the exports
// map's source condition and would look for the built file instead.
import '@tessera-ui/react/tokens.css';
