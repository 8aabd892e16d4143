export { EmbeddedStore, openEmbeddedStore, type EmbeddedStoreOptions } from './embedded-store';
export { EmbeddedCollection, type QueryPlan } from './embedded-collection';
export { DataDirLockedError } from './data-dir-lock';
export { DataFolderDamagedError } from './data-folder-damaged';
export { DataFolderOutdatedError } from './data-folder-outdated';
export { WriteValidationError } from './update-engine';
export { openDataFile, type DataFile, type OpenDataFile } from './data-file';
