import { formatBrlPlainSpace } from '@agulhadas/domain/plans/price-format';
import type { OrderLine } from '../../store/orders';
import type { Store } from '../../store/types';
import { objectField, textField, type ProviderObject } from './provider-fields';
import { users } from '../../store/users';
import { queueEmail } from '../email/queue-email';
import { paymentProvider } from './index';

/**
 * The number the buyer quotes: the session id's last 8 characters, upper-cased (the order document is
 * `shop_<session id>`, so the team finds it by that ending).
 */
export const shopOrderNumber = (sessionId: string) => sessionId.slice(-8).toUpperCase();

const itemLine = (line: OrderLine) =>
  `${line.quantity} × ${line.productName} — ${formatBrlPlainSpace(line.unitAmount * line.quantity)}`;

/** The shipping address Stripe collected (newer API versions under collected_information), one part a line. */
function shippingAddress(session: ProviderObject): string {
  const shipping = objectField(objectField(session.collected_information).shipping_details);
  const details = Object.keys(shipping).length ? shipping : objectField(session.shipping_details);
  const address = objectField(details.address);
  const cityLine = [
    textField(address.postal_code),
    [textField(address.city), textField(address.state)].filter(Boolean).join(' - '),
  ]
    .filter(Boolean)
    .join(' ');
  return [
    textField(details.name),
    [textField(address.line1), textField(address.line2)].filter(Boolean).join(', '),
    cityLine,
    textField(address.country),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * A paid shop checkout: the buyer gets the confirmation the success page promises (items, quantities, total,
 * order number, where it ships), once per session however often the event comes, with the team in copy to ship it.
 */
export async function confirmShopOrder(
  store: Store,
  session: ProviderObject,
  userId: string,
  now: Date,
): Promise<void> {
  const sessionId = textField(session.id);
  if (session.payment_status !== 'paid' || !sessionId) return;
  const user = await users(store).findOne({ _id: userId }, { projection: { email: 1, name: 1 } });
  const to =
    textField(objectField(session.customer_details).email) || textField(session.customer_email) || user?.email || '';
  if (!to) return;
  const lines = await paymentProvider().listShopOrderLines(sessionId);
  const total =
    typeof session.amount_total === 'number'
      ? session.amount_total
      : lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  await queueEmail(
    store,
    {
      template: 'shop-order',
      about: sessionId,
      to,
      copySupport: true,
      name: user?.name ?? '',
      userId,
      data: {
        nome: user?.name ?? '',
        pedido: shopOrderNumber(sessionId),
        itens: lines.map(itemLine).join('\n'),
        total: formatBrlPlainSpace(total),
        endereco: shippingAddress(session),
      },
    },
    now,
  );
}
