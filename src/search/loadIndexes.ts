import lunr from 'lunr';
import type {DocumentType, LoadedIndex, SearchDocument} from './rank';

/** One entry of the search plugin's index file: a kind of document and its serialized lunr index. */
export interface IndexFileEntry {
  readonly documents: SearchDocument[];
  readonly index: object;
}

/** The search plugin's index file (one entry per kind of document, in `DocumentType` order), loaded. */
export function loadIndexes(json: unknown): LoadedIndex[] {
  if (!Array.isArray(json)) throw new Error('search index: expected an array of indexes');
  return (json as IndexFileEntry[]).map(({documents, index}, type) => ({
    type: type as DocumentType,
    documents,
    index: lunr.Index.load(index),
  }));
}
