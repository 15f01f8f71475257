// The documents the search plugin indexes for one docs version, read back from its index file and
// grouped as sections (a heading and the text under it), for engines that build their own index.
import type {IndexFileEntry} from '../../src/search/loadIndexes';
import type {SearchDocument} from '../../src/search/rank';

export interface Section {
  readonly id: number;
  readonly href: string;
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly content: string;
}

export function sectionsOf(file: readonly IndexFileEntry[]): Section[] {
  const [titles, headings, descriptions, , contents] = file.map(({documents}) => documents);
  const pages = new Map(titles!.map((title) => [title.i, title]));
  const descriptionOf = new Map(descriptions!.map((description) => [description.p, description.t]));
  const sections = new Map<string, {page: SearchDocument; heading: string; content: string[]}>();
  const sectionAt = (page: SearchDocument, hash: string) => {
    const href = `${page.u}${hash}`;
    const section = sections.get(href) ?? {page, heading: '', content: []};
    sections.set(href, section);
    return section;
  };
  for (const page of pages.values()) sectionAt(page, '');
  for (const heading of headings!) {
    const page = pages.get(heading.p!);
    if (page) sectionAt(page, heading.h ?? '').heading = heading.t;
  }
  for (const content of contents!) {
    const page = pages.get(content.p!);
    if (page) sectionAt(page, content.h ?? '').content.push(content.t);
  }
  return [...sections].map(([href, {page, heading, content}], id) => ({
    id,
    href,
    title: page.t,
    description: descriptionOf.get(page.i) ?? '',
    heading,
    content: content.join(' '),
  }));
}

/** Field weights shared by the engines that take them: what a page is about counts most. */
export const BOOST = {title: 8, description: 4, heading: 3, content: 1} as const;
export const FIELDS = Object.keys(BOOST) as Array<keyof typeof BOOST>;
