import { useCallback } from 'react';
import { addToCart, decrementCartItem, removeFromCart } from './model/cart-rules';
import type { CartItem } from '@agulhadas/domain/cart/cart-item';
import { useStoredState } from '../../lib/local-storage';
import type { ShopProduct } from './shop-api';

/** localStorage name of the cart. */
export const CART_STORAGE_KEY = 'cartProducts';

export type ShopCartItem = CartItem<ShopProduct>;

/** The cart, persisted under 'cartProducts' on every change (rules from packages/domain/cart). */
export function useCart() {
  const [items, setItems] = useStoredState<ShopCartItem[]>(CART_STORAGE_KEY, []);
  return {
    items,
    add: useCallback(
      (priceId: string, product: ShopProduct) => setItems((current) => addToCart(current, priceId, product)),
      [setItems],
    ),
    decrement: useCallback((priceId: string) => setItems((current) => decrementCartItem(current, priceId)), [setItems]),
    remove: useCallback((priceId: string) => setItems((current) => removeFromCart(current, priceId)), [setItems]),
    clear: useCallback(() => setItems([]), [setItems]),
  };
}
