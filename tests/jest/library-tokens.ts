import fs from 'node:fs';
import path from 'node:path';

/**
 * The library's token stylesheet, found through its package's exports map (the source condition),
 * so tests read the same file the package ships. Not `require.resolve`: Jest maps CSS to a stub.
 */
export function readLibraryTokens(): string {
  const manifestPath = require.resolve('@tessera-ui/react/package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, Record<string, string>>;
  };
  const source = manifest.exports['./tokens.css']?.['@tessera-ui/source'];
  if (!source) throw new Error('@tessera-ui/react exports no source for ./tokens.css.');
  return fs.readFileSync(path.join(path.dirname(manifestPath), source), 'utf8');
}
