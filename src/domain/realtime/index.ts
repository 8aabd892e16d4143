export * from './timeframes';
export * from './protocol';
export * from './storage-keys';
export * from './texts';
export * from './indicator-panel';
export * from './silence';
