import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { alerts } from '../../store/alerts';
import { invoices } from '../../store/invoices';
import { notifications } from '../../store/notifications';
import { orders } from '../../store/orders';
import { refunds } from '../../store/refunds';
import { pendingGrants } from '../../store/pending-grants';
import { normalizeEmail, promoEligible } from '../../store/promo-eligible';
import { subscriptions } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { userAssets } from '../../store/user-assets';
import { users } from '../../store/users';
import { waitlist } from '../../store/waitlist';

/** Bumped when the file's shape changes, so a reader of an old export knows which one it holds. */
export const PERSONAL_DATA_FORMAT = 'agulhadas-dados-pessoais-1';

type Json = Record<string, unknown>;

/** Drops the store's internal keys that mean nothing to the person (they hold no data of theirs). */
const withoutInternals = (doc: Json): Json => Object.fromEntries(Object.entries(doc).filter(([key]) => key !== '_id'));

/**
 * Everything the product holds about one person, read by their user id (and, for lists kept by e-mail, by their
 * e-mail): the account, plans and payments, alerts, favourites, comments, devices, the Telegram link and the
 * notification history. Secrets are left out even though they are the person's own: the key of their VIP webhook
 * and the encryption keys of their browsers' push subscriptions would let anyone holding the file act as them, and a
 * downloaded file travels further than the account does. Null when there is no such account.
 */
export async function personalData(store: Store, userId: string, now: Date): Promise<Json | null> {
  const user = await users(store).findOne({ _id: userId });
  if (!user) return null;
  const email = normalizeEmail(user.email ?? '');
  const byEmail = email ? [email, user.email] : [];
  const [subs, bills, shop, alertDocs, history, devices, ownAssets, waiting, promo, pending, refunded] =
    await Promise.all([
      subscriptions(store)
        .find({ userId }, { sort: { createdAt: 1 } })
        .toArray(),
      invoices(store)
        .find({ userId }, { sort: { createdAt: 1 } })
        .toArray(),
      orders(store)
        .find({ userId }, { sort: { createdAt: 1 } })
        .toArray(),
      alerts(store).find({ userId }).toArray(),
      notifications(store)
        .find({ userId }, { sort: { timestamp: -1 } })
        .toArray(),
      pushSubscriptions(store)
        .find({ userId }, { sort: { createdAt: 1 } })
        .toArray(),
      userAssets(store)
        .find({ userId }, { projection: { asset: 1 } })
        .toArray(),
      email
        ? waitlist(store)
            .find({ email: { $in: byEmail } })
            .toArray()
        : Promise.resolve([]),
      email ? promoEligible(store).find({ _id: email }).toArray() : Promise.resolve([]),
      email ? pendingGrants(store).find({ _id: email }).toArray() : Promise.resolve([]),
      refunds(store)
        .find({ userId, status: 'done' }, { sort: { createdAt: 1 } })
        .toArray(),
    ]);
  return {
    formato: PERSONAL_DATA_FORMAT,
    geradoEm: now.toISOString(),
    conta: {
      id: user._id,
      email: user.email,
      nome: user.name,
      criadaEm: user.createdAt,
      ultimoLogin: user.lastLogin,
      enderecoDeCobranca: user.invoiceAddress,
      opcoes: user.options,
    },
    assinaturas: subs.map((sub) => withoutInternals(sub as unknown as Json)),
    faturas: bills.map((bill) => withoutInternals(bill as unknown as Json)),
    pedidos: shop.map((order) => withoutInternals(order as unknown as Json)),
    // The payment's refunds; which admin did it is the trail's, not the person's.
    reembolsos: refunded.map((refund) => ({
      valorCentavos: refund.amountCents,
      pagoCom: refund.paidWith,
      devolvidoPor: refund.refundMethod ?? 'cartão',
      observacao: refund.note,
      planoEncerrado: refund.planEnded,
      em: refund.doneAt ?? refund.createdAt,
    })),
    alertas: alertDocs.map((alert) => withoutInternals(alert as unknown as Json)),
    favoritos: user.favorites ?? [],
    comentarios: user.comments ?? [],
    ativosProprios: ownAssets.map((asset) => withoutInternals(asset as unknown as Json)),
    aparelhos: devices.map((device) => ({
      id: device._id,
      nome: device.label,
      endereco: device.endpoint,
      criadoEm: device.createdAt,
    })),
    telegram: user.telegram,
    notificacoes: history.map((item) => withoutInternals(item as unknown as Json)),
    filaDeEspera: waiting.map((entry) => ({
      plano: entry.plano,
      nome: entry.nome,
      email: entry.email,
      criadoEm: entry.createdAt,
    })),
    listaPromocional: promo.map((entry) => ({ codigo: entry.codigo, incluidoEm: entry.addedAt })),
    planoConcedidoAguardando: pending.map((grant) => ({
      nivel: grant.level,
      validade: grant.expiry,
      concedidoEm: grant.grantedAt,
    })),
  };
}
