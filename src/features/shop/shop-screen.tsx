import useSWR from 'swr';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { CartLink } from './cart-link';
import { SHOP_PRODUCTS_URL, productPrice, type ShopCatalogue } from './shop-api';
import { useCart } from './use-cart';
import './shop.css';

/** /lojinha: the merch catalogue. */
export function ShopScreen() {
  const { data, error } = useSWR<ShopCatalogue>(SHOP_PRODUCTS_URL);
  const cart = useCart();
  return (
    <section className="shop">
      <header className="shop-header">
        <h1>Lojinha</h1>
        <CartLink items={cart.items} />
      </header>
      {!data && !error && <p className="loading">Carregando produtos...</p>}
      {error && <p className="empty">Não foi possível carregar os produtos.</p>}
      <ul className="product-grid">
        {data?.products.map((product) => {
          const price = productPrice(product);
          return (
            <li key={product.id} className="product-card" data-product={product.id}>
              {product.images[0] && <img src={product.images[0]} alt={product.name} width={160} height={160} />}
              <h2>{product.name}</h2>
              <p>{product.description}</p>
              {price && <p className="price">{formatBrl(price.unit_amount)}</p>}
              <button type="button" disabled={!price} onClick={() => price && cart.add(price.id, product)}>
                Adicionar ao carrinho
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
