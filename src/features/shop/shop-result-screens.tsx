import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useCart } from './use-cart';
import './shop.css';

/** /lojinha/success: 'Obrigado!', what the confirmation e-mail will say (sent once the provider confirms the payment), and the cart is emptied. */
export function ShopSuccessScreen() {
  const { clear } = useCart();
  useEffect(() => clear(), [clear]);
  return (
    <section className="shop result">
      <h1>Obrigado!</h1>
      <p>
        Recebemos o seu pedido. Assim que o pagamento for confirmado, enviaremos ao seu e-mail a confirmação com os
        itens, o total e o número do pedido. O pedido será enviado para o endereço de entrega informado no pagamento.
      </p>
      <Link to={paths.shop}>Voltar à lojinha</Link>
    </section>
  );
}

/** /lojinha/cancel: 'Pagamento cancelado!'; the cart keeps its items. */
export function ShopCancelScreen() {
  return (
    <section className="shop result">
      <h1>Pagamento cancelado!</h1>
      <p>Os itens continuam no seu carrinho.</p>
      <Link to={paths.cart}>Voltar ao carrinho</Link>
    </section>
  );
}
