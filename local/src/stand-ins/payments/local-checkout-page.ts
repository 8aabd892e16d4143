import type http from 'node:http';
import { isSetToCancel, subscriptionStatusText } from '@agulhadas/domain/billing/cancellation';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { config } from '../../../../api/src/config';
import { getStore } from '../../../../api/src/store/db';
import { orders, type OrderDoc } from '../../../../api/src/store/orders';
import { subscriptions } from '../../../../api/src/store/subscriptions';
import { LOCAL_CHECKOUT_PATH } from './local-payment-provider';
import { recordInvoiceCharges } from './local-charge-book';
import { eventForRenewalChange, eventsForPaidSession, type StripeEventPayload } from './local-stripe-events';
import { signStripePayload } from '../../../../api/src/services/payments/stripe-signature';
import { escapeHtml } from '../../lib/escape-html';
import { principalFromCookie } from '../../auth/auth-emulator';
import { isSameOriginPost, refuseForeignPost } from '../../auth/same-origin-form';

/**
 * The local stand-in for Stripe Checkout and the customer portal, served by the local front
 * (`extraRoutes`). 'Pagar' sends the signed events Stripe would send to the webhook function over HTTP,
 * then redirects to the session's success URL; 'Cancelar' to its cancel URL.
 */
export type ExtraRoute = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean>;

/** Success/cancel URLs are absolute for Stripe; the local page stays on whatever origin serves it. */
function localPath(target: string): string {
  try {
    const url = new URL(target, 'http://localhost');
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;display:flex;justify-content:center;padding:2rem}
main{max-width:30rem;width:100%;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
.test{background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:8px;padding:.6rem;font-weight:600;margin:0 0 1rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}td{padding:.3rem 0}td.r{text-align:right}tr.total td{border-top:1px solid #cbd5e1;font-weight:700}
.actions{display:flex;gap:.5rem}.actions form{flex:1}button{width:100%;padding:.7rem;border:0;border-radius:8px;font-weight:600;cursor:pointer}
.pay{background:#635bff;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}</style></head>
<body><main><p class="test" role="note">Modo de teste — nenhum pagamento real</p>${body}</main></body></html>`;
}

/** A newer checkout of the same user (or a completed one) expired this session, as Stripe's expired page says. */
const EXPIRED_SESSION_BODY =
  '<h1>Sessão de pagamento expirada</h1><p>Esta sessão de pagamento expirou. Escolha o plano de novo em Assinatura.</p>';

function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location }).end();
}

function checkoutPage(session: OrderDoc): string {
  const lines = (session.lines ?? [])
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.productName)} × ${line.quantity}</td><td class="r">${formatBrl(line.unitAmount * line.quantity)}</td></tr>`,
    )
    .join('');
  const trial = session.trialDays
    ? `<p>${session.trialDays} dias grátis: a primeira cobrança acontece ao fim do período de teste.</p>`
    : '';
  const what = session.mode === 'subscription' ? 'Assinatura' : 'Compra na lojinha';
  return page(
    'Checkout de teste',
    `<h1>${what}</h1><p>${escapeHtml(session.email)}</p>
<table>${lines}<tr class="total"><td>Total${session.mode === 'subscription' ? ' por período' : ''}</td><td class="r">${formatBrl(session.amount)}</td></tr></table>${trial}
<div class="actions"><form method="post" action="${LOCAL_CHECKOUT_PATH}/${session._id}/pay"><button class="pay" type="submit">Pagar</button></form>
<form method="post" action="${LOCAL_CHECKOUT_PATH}/${session._id}/cancel"><button class="cancel" type="submit">Cancelar</button></form></div>`,
  );
}

/** Posts each event, signed with STRIPE_WEBHOOK_SECRET, to the webhook function; stops at the first refusal. */
async function deliver(apiUrl: string, events: StripeEventPayload[]): Promise<void> {
  for (const event of events) {
    const payload = JSON.stringify(event);
    const answer = await fetch(`${apiUrl}/api/stripeWebhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripePayload(payload, config().stripeWebhookSecret, new Date()),
      },
      body: payload,
    });
    if (!answer.ok) throw new Error(`webhook answered ${answer.status} to ${event.type}: ${await answer.text()}`);
  }
}

async function handleCheckout(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  apiUrl: string,
  id: string,
  action: string | undefined,
): Promise<void> {
  const store = await getStore();
  const session = await orders(store).findOne({ _id: id, kind: 'checkout-session' });
  if (!session) return sendHtml(res, 404, page('Sessão inexistente', '<h1>Sessão de pagamento inexistente</h1>'));
  if (session.status === 'expired') return sendHtml(res, 410, page('Sessão expirada', EXPIRED_SESSION_BODY));
  if (req.method === 'GET' && !action) {
    if (session.status !== 'open')
      return redirect(
        res,
        localPath(session.status === 'paid' ? (session.successUrl ?? '/') : (session.cancelUrl ?? '/')),
      );
    return sendHtml(res, 200, checkoutPage(session));
  }
  if (req.method !== 'POST') return sendHtml(res, 405, page('Método não permitido', '<h1>Método não permitido</h1>'));
  if (action === 'cancel') {
    await orders(store).updateOne(
      { _id: id, status: 'open' },
      { $set: { status: 'cancelled', updatedAt: new Date().toISOString() } },
    );
    return redirect(res, localPath(session.cancelUrl ?? '/'));
  }
  if (action === 'pay') {
    // Claim the session first: a double click pays once.
    const claimed = await orders(store).findOneAndUpdate(
      { _id: id, status: 'open' },
      { $set: { status: 'paid', updatedAt: new Date().toISOString() } },
      { returnDocument: 'after' },
    );
    const events = claimed ? eventsForPaidSession(claimed, new Date()) : [];
    await recordInvoiceCharges(store, session.userId, events);
    await deliver(apiUrl, events);
    return redirect(res, localPath(session.successUrl ?? '/'));
  }
  sendHtml(res, 404, page('Página inexistente', '<h1>Página inexistente</h1>'));
}

async function handlePortal(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  apiUrl: string,
  subId: string,
  action: string | undefined,
  url: URL,
): Promise<void> {
  const back = localPath(url.searchParams.get('return') ?? '/conta');
  const store = await getStore();
  const sub = await subscriptions(store).findOne({ subId });
  if (!sub) return sendHtml(res, 404, page('Assinatura inexistente', '<h1>Assinatura inexistente</h1>'));
  // Like Stripe's portal session, the page belongs to the subscription's owner: the signed-in session must be theirs.
  if (principalFromCookie(req)?.userId !== sub.userId)
    return sendHtml(
      res,
      403,
      page('Acesso negado', '<h1>Acesso negado</h1><p>Entre com a conta desta assinatura para gerenciá-la.</p>'),
    );
  if (req.method === 'POST' && action === 'cancel') {
    // As Stripe's portal does: the paid period is kept and the subscription is deleted only when it ends.
    const now = new Date();
    await deliver(apiUrl, [eventForRenewalChange(sub, sub.expiry ?? Math.floor(now.getTime() / 1000), now)]);
    return redirect(res, back);
  }
  const cancellable = sub.status !== 'cancelled' && !isSetToCancel(sub);
  sendHtml(
    res,
    200,
    page(
      'Portal do cliente',
      `<h1>Portal do cliente</h1><p>Assinatura ${escapeHtml(sub.level)} — ${escapeHtml(subscriptionStatusText(sub, new Date()))}</p>
<div class="actions">${cancellable ? `<form method="post" action="${LOCAL_CHECKOUT_PATH}/portal/${encodeURIComponent(subId)}/cancel?return=${encodeURIComponent(back)}"><button class="cancel" type="submit">Cancelar assinatura</button></form>` : ''}
<form method="get" action="${escapeHtml(back)}"><button class="pay" type="submit">Voltar</button></form></div>`,
    ),
  );
}

/** The extra route for the local front; `apiUrl` is the local Functions host the events are posted to. */
export function localCheckoutRoute(apiUrl: string): ExtraRoute {
  return async (req, res, url) => {
    if (!url.pathname.startsWith(`${LOCAL_CHECKOUT_PATH}/`)) return false;
    // Pagar and Cancelar act on a payment or a subscription: as on Stripe's pages, only from the page itself.
    if (req.method === 'POST' && !isSameOriginPost(req)) {
      refuseForeignPost(res, { href: '/conta', label: 'Voltar para a sua conta' });
      return true;
    }
    const parts = url.pathname
      .slice(LOCAL_CHECKOUT_PATH.length + 1)
      .split('/')
      .map(decodeURIComponent);
    if (parts[0] === 'portal' && parts[1]) await handlePortal(req, res, apiUrl, parts[1], parts[2], url);
    else if (parts[0]) await handleCheckout(req, res, apiUrl, parts[0], parts[1]);
    else return false;
    return true;
  };
}
