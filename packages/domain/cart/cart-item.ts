/** A cart line: the shop price id, a quantity, and the product shown with it. */
export interface CartItem<TData = unknown> {
  id: string;
  quantity: number;
  data?: TData;
}

/** A ceiling so a held-down '+' cannot build an absurd order; the checkout schema enforces the same. */
export const MAX_CART_QUANTITY = 99;
