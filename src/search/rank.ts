import lunr from 'lunr';

/** The kinds of document the search plugin indexes, in the order of its index file. */
export const DocumentType = {
  Title: 0,
  Heading: 1,
  Description: 2,
  Keywords: 3,
  Content: 4,
} as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];

/** One indexed document, as the search plugin writes it: a page's title, a heading, a text. */
export interface SearchDocument {
  /** Id, unique across the index file. */
  readonly i: number;
  /** Text. */
  readonly t: string;
  /** Page address. */
  readonly u: string;
  /** Hash of the section, for headings and texts. */
  readonly h?: string;
  /** Id of the page's title document. */
  readonly p?: number;
  /** Title of the section a text or description belongs to. */
  readonly s?: string;
  /** Breadcrumb of a title. */
  readonly b?: readonly string[];
}

export interface LoadedIndex {
  readonly type: DocumentType;
  readonly documents: readonly SearchDocument[];
  readonly index: lunr.Index;
}

export type MatchMetadata = Record<string, Record<string, {position?: number[][]}>>;

/** A result in the shape the search bar and page render. */
export interface SearchResult {
  readonly document: SearchDocument;
  readonly type: DocumentType;
  readonly page: SearchDocument | false;
  readonly metadata: MatchMetadata;
  readonly tokens: string[];
  readonly score: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}

/**
 * How much a word found in a field says about what the page is about: a page is about its title
 * first, then its description, then its headings; a word in the text may be a mention.
 */
const FIELD_WEIGHT: Partial<Record<DocumentType, number>> = {
  [DocumentType.Title]: 8,
  [DocumentType.Description]: 4,
  [DocumentType.Heading]: 3,
  [DocumentType.Content]: 1,
};

/** How well a word matched: as typed (stemmed), as the start of a word, or one letter off. */
const MATCHES = [
  {quality: 1, clause: {}},
  {quality: 0.6, clause: {usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING}},
  {quality: 0.4, clause: {usePipeline: false, editDistance: 1}},
] as const;

interface Hit {
  readonly type: DocumentType;
  readonly document: SearchDocument;
  /** Best match quality per query word. */
  readonly words: Map<string, number>;
  readonly metadata: MatchMetadata;
  score: number;
}

const byRefCache = new WeakMap<LoadedIndex, ReadonlyMap<string, SearchDocument>>();

/** An index's documents by lunr ref, built once per loaded index: queries run on every keystroke. */
function documentsByRef(loaded: LoadedIndex): ReadonlyMap<string, SearchDocument> {
  let byRef = byRefCache.get(loaded);
  if (!byRef) {
    byRef = new Map(loaded.documents.map((document) => [String(document.i), document]));
    byRefCache.set(loaded, byRef);
  }
  return byRef;
}

const titlesOf = (indexes: readonly LoadedIndex[]) =>
  indexes.find(({type}) => type === DocumentType.Title);

const isMeaningful = (term: string) => lunr.stopWordFilter(term as never) !== undefined;

/** The words of a query that carry meaning: lower case, trimmed, stop words left out. */
export function queryWords(input: string): string[] {
  const words = (input.toLowerCase().match(/[^-\s]+/g) ?? [])
    .map((word) => word.replace(/^\W+/, '').replace(/\W+$/, ''))
    .filter(Boolean);
  const meaningful = words.filter(isMeaningful);
  return [...new Set(meaningful.length ? meaningful : words)];
}

function hitsOf(indexes: readonly LoadedIndex[], words: readonly string[]): Hit[] {
  const hits = new Map<string, Hit>();
  for (const loaded of indexes) {
    const {type, index} = loaded;
    if (!(type in FIELD_WEIGHT)) continue;
    const byRef = documentsByRef(loaded);
    for (const word of words) {
      for (const {quality, clause} of MATCHES) {
        if (quality < 1 && word.length < 3) continue;
        if ('editDistance' in clause && word.length < 5) continue;
        for (const result of index.query((query) => query.term(word, clause))) {
          const document = byRef.get(result.ref);
          if (!document) continue;
          const key = `${type}:${result.ref}`;
          const hit = hits.get(key) ?? {type, document, words: new Map(), metadata: {}, score: 0};
          hits.set(key, hit);
          if ((hit.words.get(word) ?? 0) < quality) hit.words.set(word, quality);
          hit.score += result.score * quality;
          Object.assign(hit.metadata, result.matchData.metadata);
        }
      }
    }
  }
  return [...hits.values()];
}

interface Section {
  readonly key: string;
  /** The hit the result shows: the heading when it matches, else the text. */
  lead: Hit;
  /** Best weight-times-quality per word, over the section's heading and its text. */
  readonly words: Map<string, number>;
  score: number;
}

interface PageHits {
  readonly title: SearchDocument;
  /**
   * Its title's hit, else its description's: the page is about the query, not a mention of it.
   * The result shows the matched words of whichever it is.
   */
  about?: Hit;
  /** Best field weight times quality per word, anywhere on the page. */
  readonly words: Map<string, number>;
  readonly sections: Map<string, Section>;
  lunrScore: number;
  score: number;
}

const raise = (map: Map<string, number>, word: string, value: number) => {
  if ((map.get(word) ?? 0) < value) map.set(word, value);
};

/**
 * Σ weight × value over the words found. No bonus for covering every word: measured on the reader
 * queries, it let a page that mentions all the words in passing outrank the page that is about
 * most of them (a tooltip is "a label shown on hover" whether or not it "appears").
 */
function scoreOf(found: Map<string, number>, weights: Map<string, number>): number {
  let sum = 0;
  for (const [word, weight] of weights) sum += weight * (found.get(word) ?? 0);
  return sum;
}

/** The share of a title's words (as indexed: stemmed, stop words left out) the query matched. */
function titleCoverage(hit: Hit): number {
  const terms = new Set(
    lunr
      .tokenizer(hit.document.t)
      .map((token) => lunr.stemmer(lunr.trimmer(token)).toString())
      .filter(isMeaningful),
  );
  const matched = Object.keys(hit.metadata).filter((term) => terms.has(term)).length;
  return terms.size === 0 ? 1 : Math.min(1, matched / terms.size);
}

function pagesOf(indexes: readonly LoadedIndex[], hits: readonly Hit[]): Map<number, PageHits> {
  const titles = titlesOf(indexes);
  const pages = new Map<number, PageHits>();
  for (const hit of hits) {
    const id = hit.type === DocumentType.Title ? hit.document.i : hit.document.p;
    const title = id === undefined || !titles ? undefined : documentsByRef(titles).get(String(id));
    if (!title || id === undefined) continue;
    const page: PageHits = pages.get(id) ?? {
      title,
      words: new Map(),
      sections: new Map(),
      lunrScore: 0,
      score: 0,
    };
    pages.set(id, page);
    // A title is about the query as far as the query covers it: "Date picker" more than
    // "Date range picker" for "date picker".
    const weight =
      (FIELD_WEIGHT[hit.type] ?? 0) *
      (hit.type === DocumentType.Title ? 0.5 + 0.5 * titleCoverage(hit) : 1);
    for (const [word, quality] of hit.words) raise(page.words, word, weight * quality);
    page.lunrScore += hit.score;
    if (
      hit.type === DocumentType.Title ||
      (hit.type === DocumentType.Description && page.about?.type !== DocumentType.Title)
    )
      page.about = hit;
    if (hit.type !== DocumentType.Heading && hit.type !== DocumentType.Content) continue;
    // A heading and the text under it are one section: one result, however many of them match.
    const key = `${hit.document.u}${hit.document.h ?? ''}`;
    const section: Section = page.sections.get(key) ?? {key, lead: hit, words: new Map(), score: 0};
    page.sections.set(key, section);
    for (const [word, quality] of hit.words) raise(section.words, word, weight * quality);
    if (hit.type === DocumentType.Heading && section.lead.type !== hit.type) section.lead = hit;
  }
  return pages;
}

/** Rarer words say more: a word's weight falls with the number of pages it is found on. */
function wordWeights(words: readonly string[], pages: Map<number, PageHits>, pageCount: number) {
  const weights = new Map<string, number>();
  for (const word of words) {
    const found = [...pages.values()].filter((page) => page.words.has(word)).length;
    if (found > 0) weights.set(word, Math.log(1 + pageCount / found));
  }
  return weights;
}

/**
 * Ranks pages by what they are about, each page once with its best sections under it. A page
 * whose title or description matches leads with its title; a page that only mentions the words
 * (a props row, a paragraph) leads with the section that does, so a prop name lands on its row.
 */
export function rankSearch(
  indexes: readonly LoadedIndex[],
  input: string,
  limit: number,
): SearchResult[] {
  const words = queryWords(input);
  if (words.length === 0) return [];
  const pages = pagesOf(indexes, hitsOf(indexes, words));
  const pageCount = titlesOf(indexes)?.documents.length ?? 1;
  const weights = wordWeights(words, pages, pageCount);
  for (const page of pages.values()) {
    page.score = scoreOf(page.words, weights) + page.lunrScore * 1e-3;
    for (const section of page.sections.values())
      section.score = scoreOf(section.words, weights) + section.lead.score * 1e-3;
  }
  const sectionsPerPage = limit <= 10 ? 1 : 3;
  const results: SearchResult[] = [];
  const ranked = [...pages.values()].sort((a, b) => b.score - a.score);
  for (const page of ranked) {
    if (results.length >= limit) break;
    const {about} = page;
    const sections = [...page.sections.values()]
      .filter((section) => section.score > 0)
      .filter((section) => !about || section.key !== page.title.u)
      .sort((a, b) => b.score - a.score)
      .slice(0, about ? sectionsPerPage : sectionsPerPage + 1);
    if (about) {
      results.push({
        document: about.document,
        type: about.type,
        page: about.type === DocumentType.Title ? false : page.title,
        metadata: about.metadata,
        tokens: words,
        score: page.score,
      });
    }
    sections.forEach(({lead, score}, place) => {
      results.push({
        document: lead.document,
        type: lead.type,
        page: page.title,
        metadata: lead.metadata,
        tokens: words,
        score,
        ...(about &&
          (place === sections.length - 1 ? {isLastOfTree: true} : {isInterOfTree: true})),
      });
    });
  }
  return results.slice(0, limit);
}
