// The docs plugin's `versions` option, derived from versions.json so that cutting a version is one
// command: the new cut line gets its own path and the unmaintained banner, and the current docs
// take the next label, with no edit to docusaurus.config.ts.
import {readVersionLine} from './labels';

interface VersionOption {
  label: string;
  path: string;
  banner?: 'unmaintained';
}

export function docsVersionsOption(siteDir: string): Record<string, VersionOption> {
  return Object.fromEntries(
    [...readVersionLine(siteDir).versions]
      .reverse()
      .map((version) =>
        version.isCurrent
          ? ['current', {label: version.label, path: ''}]
          : [version.label, {label: version.label, path: version.label, banner: 'unmaintained'}],
      ),
  );
}
