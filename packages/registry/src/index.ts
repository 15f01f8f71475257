export {addressItem, dependencyName, itemUrl} from './address';
export {publishRegistries} from './publish';
export type {PublishedFile} from './publish';
export {buildRegistry, TARGET_ROOT, TOKENS_ITEM, valueExports} from './items';
export type {Registry, RegistryInput} from './items';
export {readCatalogue, readLibrary, relativeImportReader} from './library';
export type {CatalogueEntry, LibrarySource, SourceFile} from './library';
export {
  describeIssues,
  INDEX_SCHEMA_URL,
  ITEM_SCHEMA_URL,
  registryIndexSchema,
  registryItemSchema,
  registryThemeItemSchema,
  validateItems,
} from './schema';
export type {
  RegistryFile,
  RegistryIndex,
  RegistryIndexItem,
  RegistryItem,
  RegistryThemeItem,
} from './schema';
export {readSnapshot, readSnapshots, SNAPSHOT_DIR, writeSnapshot} from './snapshot';
