import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-provider';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { CartLink } from './cart-link';
import { productPrice, requestCheckoutUrl } from './shop-api';
import { useCart, type ShopCartItem } from './use-cart';
import './shop.css';

const unitAmount = (item: ShopCartItem) =>
  item.data
    ? ((item.data.prices.find((price) => price.id === item.id) ?? productPrice(item.data))?.unit_amount ?? 0)
    : 0;

/** /lojinha/carrinho: lines with +, − and 'Remover'; checkout goes to the card payment provider. */
export function CartScreen() {
  const session = useSession();
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const total = cart.items.reduce((sum, item) => sum + unitAmount(item) * item.quantity, 0);

  const checkout = async () => {
    setBusy(true);
    try {
      const { url } = await requestCheckoutUrl(cart.items.map((item) => ({ id: item.id, quantity: item.quantity })));
      window.location.assign(url);
    } catch (error) {
      // Checkout failures are only logged: the cart stays as it was.
      console.error(error);
      setBusy(false);
    }
  };

  return (
    <section className="shop cart">
      <header className="shop-header">
        <h1>Carrinho</h1>
        <CartLink items={cart.items} />
      </header>
      <ul className="cart-lines">
        {cart.items.map((item) => (
          <li key={item.id} className="cart-line" data-price={item.id}>
            <span className="cart-name">{item.data?.name ?? item.id}</span>
            <span className="cart-qty">
              <button type="button" aria-label="Diminuir" onClick={() => cart.decrement(item.id)}>
                −
              </button>
              <span data-testid="quantity">{item.quantity}</span>
              <button type="button" aria-label="Aumentar" onClick={() => item.data && cart.add(item.id, item.data)}>
                +
              </button>
            </span>
            <span className="cart-amount">{formatBrl(unitAmount(item) * item.quantity)}</span>
            <button type="button" className="link" onClick={() => cart.remove(item.id)}>
              Remover
            </button>
          </li>
        ))}
      </ul>
      {cart.items.length > 0 && (
        <footer className="cart-footer">
          <p className="cart-total">Total: {formatBrl(total)}</p>
          {session.clientPrincipal ? (
            <button type="button" className="primary" disabled={busy} onClick={checkout}>
              Finalizar compra
            </button>
          ) : (
            <a className="primary" href={paths.login(paths.cart)}>
              Entre para finalizar a compra
            </a>
          )}
        </footer>
      )}
      <p>
        <Link to={paths.shop}>Continuar comprando</Link>
      </p>
    </section>
  );
}
