import type { CartItem } from '@agulhadas/domain/cart/cart-item';
import { MAX_CART_QUANTITY } from '@agulhadas/domain/cart/cart-item';

/**
 * Cart rules: adding starts a line at 1 or raises it by one; removing one at 1 deletes the line.
 * Every function returns a new array (React state, localStorage 'cartProducts').
 */

/** A new price id starts at 1; an existing one goes up by one (up to MAX_CART_QUANTITY). */
export function addToCart<T>(items: readonly CartItem<T>[], id: string, data?: T): CartItem<T>[] {
  const existing = items.find((item) => item.id === id);
  if (!existing) return [...items, data === undefined ? { id, quantity: 1 } : { id, quantity: 1, data }];
  return items.map((item) =>
    item.id === id
      ? { ...item, quantity: Math.min(item.quantity + 1, MAX_CART_QUANTITY), ...(data === undefined ? {} : { data }) }
      : item,
  );
}

/** At quantity 1 the line goes away; otherwise it goes down by one. */
export function decrementCartItem<T>(items: readonly CartItem<T>[], id: string): CartItem<T>[] {
  const existing = items.find((item) => item.id === id);
  if (!existing) return [...items];
  if (existing.quantity <= 1) return removeFromCart(items, id);
  return items.map((item) => (item.id === id ? { ...item, quantity: item.quantity - 1 } : item));
}

/** 'Remover': the whole line. */
export function removeFromCart<T>(items: readonly CartItem<T>[], id: string): CartItem<T>[] {
  return items.filter((item) => item.id !== id);
}

/** Total quantity, which the header counts (two of one product are '2 itens'). */
export function cartCount(items: readonly CartItem<unknown>[]): number {
  return items.reduce((total, item) => total + item.quantity, 0);
}
