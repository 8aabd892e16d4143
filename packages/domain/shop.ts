/** Shapes of GET /api/getStripeProducts, shared by the payment providers and the shop screens. */
export interface ShopPrice {
  id: string;
  product: string;
  /** Cents. */
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

/** The price a product is sold at: its default price, else its first one. */
export function productPrice(product: ShopProduct): ShopPrice | undefined {
  return product.prices.find((price) => price.id === product.default_price) ?? product.prices[0];
}
