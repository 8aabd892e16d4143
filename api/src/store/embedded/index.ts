export { EmbeddedStore, openEmbeddedStore, type EmbeddedStoreOptions } from './embedded-store';
export { EmbeddedCollection, type QueryPlan } from './embedded-collection';
export { DataDirLockedError } from './data-dir-lock';
export { WriteValidationError } from './update-engine';
