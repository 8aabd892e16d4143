// The pure alert domain, shared by the client and the API.
export * from './alert';
export * from './alert-config-schema';
export * from './alert-frequency';
export * from './alert-index';
export * from './alert-message';
export * from './alert-templates';
export * from './evaluate-alert';
export * from './fire-policy';
export * from './hold-rate';
export * from './hold-rate-text';
export * from './pre-close';
export * from './rule-flags';
export * from './rule-labels';
export * from './rule-predicate';
export * from './rule-schema';
export * from './rule-types';
