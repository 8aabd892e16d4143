export * from './invoice-address';
export * from './invoice-method';
export * from './sort-subscriptions';
export * from './subscription-display';
export * from './subscription-status';
export * from './subscription-usability';
