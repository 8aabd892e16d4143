import type { CartItem } from '@agulhadas/domain/cart/cart-item';
import { cartCount } from './cart-rules';

/** The shop header's link to the cart. */
export function cartHeaderText(items: readonly CartItem<unknown>[]): string {
  const count = cartCount(items);
  if (count === 0) return 'Carrinho vazio';
  if (count === 1) return '1 item no carrinho';
  return `${count} itens no carrinho`;
}
