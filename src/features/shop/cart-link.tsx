import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { CartIcon } from '../../components/icons';
import { cartHeaderText } from './model/cart-header-text';
import type { ShopCartItem } from './use-cart';

/** The shop header's link to the cart: 'Carrinho vazio', '1 item no carrinho', 'N itens no carrinho'. */
export function CartLink({ items }: { items: readonly ShopCartItem[] }) {
  return (
    <Link className="cart-link" to={paths.cart} data-testid="cart-link">
      <CartIcon /> {cartHeaderText(items)}
    </Link>
  );
}
