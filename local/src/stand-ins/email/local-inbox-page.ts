import type http from 'node:http';
import { escapeHtml } from '../../lib/escape-html';
import { getStore } from '../../../../api/src/store/db';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { renderEmail } from './render-email';

/** Local mode without SMTP: the e-mails the product sent, newest first, as their recipients would read them. */
export const LOCAL_INBOX_PATH = '/local-email';

const STATUS = { pending: 'na fila', sent: 'entregue', failed: 'falhou', expired: 'expirou' } as const;

export function localInboxRoute(): (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean> {
  return async (_req, res, url) => {
    if (url.pathname !== LOCAL_INBOX_PATH) return false;
    const emails = await outboxEmails(await getStore())
      .find({}, { sort: { createdAt: -1 }, limit: 100 })
      .toArray();
    const items = emails
      .map((email) => {
        const message = renderEmail(email);
        return `<article class="email" data-email="${escapeHtml(email._id)}"><h2>${escapeHtml(message.subject)}</h2>
<p class="meta">Para ${escapeHtml(message.to)} · cópia oculta ${escapeHtml(message.bcc.join(', '))} · ${escapeHtml(new Date(email.createdAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }))} · ${STATUS[email.status]}</p>
<pre>${escapeHtml(message.text)}</pre></article>`;
      })
      .join('');
    const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Caixa de e-mails local</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:1.5rem}main{max-width:44rem;margin:auto}
.test{background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:8px;padding:.6rem;font-weight:600}
.email{background:#fff;border-radius:12px;padding:1rem 1.2rem;margin:1rem 0;box-shadow:0 2px 12px #0002}.email h2{margin:0 0 .3rem;font-size:1.1rem}
.meta{color:#475569;font-size:.85rem;margin:0 0 .6rem}pre{white-space:pre-wrap;font:inherit;margin:0}</style></head>
<body><main><h1>Caixa de e-mails local</h1><p class="test" role="note">Modo local — nenhum e-mail sai desta máquina. Configure SMTP_URL para enviar de verdade.</p>
${items || '<p>Nenhum e-mail enviado ainda.</p>'}</main></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
    return true;
  };
}
