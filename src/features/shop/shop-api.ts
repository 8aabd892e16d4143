import { apiFetch } from '../../lib/api';

export { productPrice, type ShopCatalogue, type ShopPrice, type ShopProduct } from '@agulhadas/domain/shop';

export const SHOP_PRODUCTS_URL = '/api/getStripeProducts';

export function requestCheckoutUrl(
  items: Array<{ id: string; quantity: number; data?: unknown }>,
): Promise<{ url: string }> {
  return apiFetch<{ url: string }>('/api/getStripeCheckoutUrl', { method: 'POST', body: { items } });
}
