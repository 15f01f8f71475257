import type lunr from 'lunr';
import type {DocumentType, LoadedIndex, SearchDocument} from './rank';

interface IndexFileEntry {
  documents: SearchDocument[];
  index: object;
}

/** The search plugin's index file (one entry per kind of document, in `DocumentType` order), loaded. */
export function loadIndexes(json: unknown, lunrLib: typeof lunr): LoadedIndex[] {
  if (!Array.isArray(json)) throw new Error('search index: expected an array of indexes');
  return (json as IndexFileEntry[]).map(({documents, index}, type) => ({
    type: type as DocumentType,
    documents,
    index: lunrLib.Index.load(index),
  }));
}
