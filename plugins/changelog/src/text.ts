// A release's notes as plain text: what mail clients without HTML and feed readers show.
import {CHANGE_TYPES, type Release, type ReleaseView} from './types';

export function releaseText(release: Release): string {
  return CHANGE_TYPES.flatMap((type) => {
    const entries = release.entries.filter((entry) => entry.type === type);
    if (entries.length === 0) return [];
    const lines = entries.map(
      (entry) => `- ${entry.component ? `${entry.component}: ` : ''}${entry.markdown}`,
    );
    return [[type, ...lines].join('\n')];
  }).join('\n\n');
}

/** The release's notes as HTML: a heading per kind of change and a list of its entries. */
export function releaseHtml(release: Release): string {
  return CHANGE_TYPES.flatMap((type) => {
    const entries = release.entries.filter((entry) => entry.type === type);
    if (entries.length === 0) return [];
    const items = entries.map(
      (entry) =>
        `<li>${entry.component ? `<strong>${entry.component}</strong>: ` : ''}${entry.html}</li>`,
    );
    return [`<h3>${type}</h3>\n<ul>\n${items.join('\n')}\n</ul>`];
  }).join('\n');
}

export function toView(release: Release): ReleaseView {
  return {...release, text: releaseText(release)};
}
