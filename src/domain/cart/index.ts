export * from './cart-checkout-schema';
export * from './cart-header-text';
export * from './cart-item';
export * from './cart-rules';
