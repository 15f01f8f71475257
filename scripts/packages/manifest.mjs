// What a package's package.json becomes in its tarball: the repository's own conditions and
// development fields removed, everything a consumer reads kept as it is.
export const SOURCE_CONDITION = '@tessera-ui/source';

function withoutSourceCondition(value) {
  if (typeof value === 'string' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([condition]) => condition !== SOURCE_CONDITION)
      .map(([condition, target]) => [condition, withoutSourceCondition(target)]),
  );
}

/** The manifest published for `manifest`: no source condition, scripts or devDependencies. */
export function publishManifest(manifest) {
  const {scripts: _scripts, devDependencies: _dev, ...published} = manifest;
  if (published.exports) published.exports = withoutSourceCondition(published.exports);
  return published;
}

/** Every file the published exports map points at (patterns excluded), relative to the package. */
export function exportedFiles(exports) {
  const files = new Set();
  const visit = (value) => {
    if (typeof value === 'string') {
      if (!value.includes('*')) files.add(value.replace(/^\.\//, ''));
    } else if (value) Object.values(value).forEach(visit);
  };
  visit(withoutSourceCondition(exports));
  return [...files];
}
