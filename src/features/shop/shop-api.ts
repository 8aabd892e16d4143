import { apiFetch } from '../../lib/api';

/** Shapes of GET /api/getStripeProducts (spec 01 §3). */
export interface ShopPrice {
  id: string;
  product: string;
  unit_amount: number;
  currency: string;
  nickname: string | null;
}

export interface ShopProduct {
  id: string;
  name: string;
  description: string;
  images: string[];
  default_price: string | null;
  prices: ShopPrice[];
}

export interface ShopCatalogue {
  products: ShopProduct[];
  prices: { data: ShopPrice[] };
}

export const SHOP_PRODUCTS_URL = '/api/getStripeProducts';

/** The price a product is sold at: its default price, else its first one. */
export function productPrice(product: ShopProduct): ShopPrice | undefined {
  return product.prices.find((price) => price.id === product.default_price) ?? product.prices[0];
}

export function requestCheckoutUrl(items: Array<{ id: string; quantity: number; data?: unknown }>): Promise<{ url: string }> {
  return apiFetch<{ url: string }>('/api/getStripeCheckoutUrl', { method: 'POST', body: { items } });
}
