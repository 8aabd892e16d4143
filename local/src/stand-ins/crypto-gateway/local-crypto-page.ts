import type http from 'node:http';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { getStore } from '../../../../api/src/store/db';
import { orders } from '../../../../api/src/store/orders';
import { invoices } from '../../../../api/src/store/invoices';
import { subscriptions } from '../../../../api/src/store/subscriptions';
import { LOCAL_CRYPTO_PATH } from './local-crypto-gateway';
import { escapeHtml } from '../../lib/escape-html';
import { isSameOriginPost, refuseForeignPost } from '../../auth/same-origin-form';

/**
 * Test payment page of the local crypto gateway. 'Pagar' marks the order paid and the subscription
 * 'pending_confirmation' (a plan in its trial stays trialing) and marks the invoice sent (activation stays an admin
 * confirmation, as with the real gateway); 'Voltar' returns.
 */

function localPath(target: string | undefined): string {
  try {
    const url = new URL(target ?? '/conta', 'http://localhost');
    return `${url.pathname}${url.search}`;
  } catch {
    return '/conta';
  }
}

export function localCryptoRoute(): (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
) => Promise<boolean> {
  return async (req, res, url) => {
    if (!url.pathname.startsWith(`${LOCAL_CRYPTO_PATH}/`)) return false;
    // 'Pagar' acts on an order: as on the gateway's page, only from the page itself.
    if (req.method === 'POST' && !isSameOriginPost(req)) {
      refuseForeignPost(res, { href: '/conta', label: 'Voltar para a sua conta' });
      return true;
    }
    const [orderId, action] = url.pathname
      .slice(LOCAL_CRYPTO_PATH.length + 1)
      .split('/')
      .map(decodeURIComponent);
    const store = await getStore();
    const order = orderId ? await orders(store).findOne({ _id: orderId, kind: 'crypto-order' }) : null;
    if (!order) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Pedido inexistente');
      return true;
    }
    if (req.method === 'POST' && action === 'pay') {
      const at = new Date().toISOString();
      const claimed = await orders(store).findOneAndUpdate(
        { _id: order._id, status: 'open' },
        { $set: { status: 'paid', updatedAt: at } },
      );
      if (claimed && order.subId) {
        // A plan in its trial keeps its access until the trial ends; one waiting for payment now awaits confirmation.
        await subscriptions(store).updateOne(
          { subId: order.subId, status: 'pending_payment' },
          { $set: { status: 'pending_confirmation', updatedAt: at } },
        );
        if (order.invoiceId)
          await invoices(store).updateOne({ _id: order.invoiceId, status: 'pending' }, { $set: { submittedAt: at } });
      }
      res.writeHead(303, { location: localPath(order.successUrl) }).end();
      return true;
    }
    const body = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Pagamento em cripto (teste)</title>
<style>body{font-family:system-ui,sans-serif;background:#0b1e13;color:#e2e8f0;display:flex;justify-content:center;padding:2rem}main{max-width:28rem;width:100%;background:#12301f;border-radius:12px;padding:1.5rem}
.test{background:#fef3c7;color:#92400e;border-radius:8px;padding:.6rem;font-weight:600}button,a.back{display:block;width:100%;padding:.7rem;margin:.4rem 0;border:0;border-radius:8px;font-weight:600;text-align:center;box-sizing:border-box}
button{background:#16b157;color:#fff;cursor:pointer}a.back{background:#334155;color:#fff;text-decoration:none}</style></head>
<body><main><p class="test" role="note">Modo de teste — nenhum pagamento real</p><h1>Pagamento em criptomoeda</h1>
<p>${escapeHtml(order.description ?? '')}</p><p><strong>${formatBrl(order.amount)}</strong></p><p>Pedido ${escapeHtml(order._id)} — ${order.status === 'paid' ? 'pago' : 'aguardando pagamento'}</p>
${order.status === 'open' ? `<form method="post" action="${LOCAL_CRYPTO_PATH}/${escapeHtml(order._id)}/pay"><button type="submit">Pagar</button></form>` : ''}
<a class="back" href="${escapeHtml(localPath(order.successUrl))}">Voltar</a></main></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
    return true;
  };
}
