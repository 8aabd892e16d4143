import type { ShopCatalogue, ShopProduct } from '../../../../api/src/services/payments/payment-provider';

/** The merch the local shop sells (prices in cents); images are SVGs under public/images/shop/. */
const PRODUCTS: ReadonlyArray<Omit<ShopProduct, 'prices' | 'default_price'> & { priceId: string; unitAmount: number }> =
  [
    {
      id: 'prod_local_caneca',
      name: 'Caneca Agulhada',
      description: 'Caneca de cerâmica 325 ml com a agulhada de compra estampada.',
      images: ['/images/shop/caneca.svg'],
      priceId: 'price_local_caneca',
      unitAmount: 5990,
    },
    {
      id: 'prod_local_camiseta',
      name: 'Camiseta Didi Index',
      description: 'Camiseta de algodão com as médias do Didi Index (3, 8, 20).',
      images: ['/images/shop/camiseta.svg'],
      priceId: 'price_local_camiseta',
      unitAmount: 8990,
    },
    {
      id: 'prod_local_bone',
      name: 'Boné Trader',
      description: 'Boné bordado com o logo do Agulhadas.',
      images: ['/images/shop/bone.svg'],
      priceId: 'price_local_bone',
      unitAmount: 6990,
    },
    {
      id: 'prod_local_adesivos',
      name: 'Kit de adesivos',
      description: 'Seis adesivos com os indicadores do método.',
      images: ['/images/shop/adesivos.svg'],
      priceId: 'price_local_adesivos',
      unitAmount: 1990,
    },
  ];

export const LOCAL_SHOP_CATALOGUE: ShopCatalogue = (() => {
  const products: ShopProduct[] = PRODUCTS.map(({ priceId, unitAmount, ...product }) => ({
    ...product,
    default_price: priceId,
    prices: [{ id: priceId, product: product.id, unit_amount: unitAmount, currency: 'brl', nickname: null }],
  }));
  return { products, prices: { data: products.flatMap((product) => product.prices) } };
})();
