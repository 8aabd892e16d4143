import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { config } from '../config';
import { escapeHtml } from '../lib/escape-html';
import { telegramOutbox } from '../services/telegram/outbox-sender';
import { getStore } from '../store/db';
import { localLaunchFragment } from './local-init-data';
import { LOCAL_TELEGRAM_PATH } from './local-telegram-path';

/**
 * Local mode without TELEGRAM_BOT_TOKEN: a stand-in for a private chat with the bot. It shows the chat's
 * messages (the alerts the product sent, with their mini-page button carrying initData signed with the local bot
 * token, and the conversation) and sends what
 * the person types to the bot's webhook exactly as Telegram would (an Update, with the webhook secret),
 * keeping the bot's answer. The deep link of /dispositivos opens it with `?start=<token>` ready to send.
 */
export const LOCAL_CHAT_ID = '7000001';

function chatOf(url: URL): string {
  const chat = url.searchParams.get('chat') ?? '';
  return /^\d{1,15}$/.test(chat) ? chat : LOCAL_CHAT_ID;
}

function sameOrigin(target: string): string {
  const url = new URL(target, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 8192) break;
  }
  return new URLSearchParams(body);
}

/** What Telegram would POST for a text typed in the private chat. */
async function sendToBot(apiUrl: string, chatId: string, text: string): Promise<string | null> {
  const update = { update_id: Date.now(), message: { message_id: Date.now(), date: Math.floor(Date.now() / 1000), chat: { id: Number(chatId), type: 'private' }, from: { id: Number(chatId), first_name: 'Você' }, text } };
  const answer = await fetch(`${apiUrl}/api/telegramWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': config().telegramWebhookSecret },
    body: JSON.stringify(update),
  });
  const reply = (await answer.json()) as { method?: string; text?: string };
  return reply.method === 'sendMessage' && reply.text ? reply.text : null;
}

function page(chatId: string, start: string, messages: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Telegram local</title>
<style>body{font-family:system-ui,sans-serif;background:#dfe7ef;color:#0f172a;margin:0}main{max-width:36rem;margin:auto;padding:1rem}
.test{background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:8px;padding:.6rem;font-weight:600}
.msg{max-width:85%;padding:.55rem .8rem;border-radius:12px;margin:.4rem 0;white-space:pre-wrap;box-shadow:0 1px 2px #0002}
.bot{background:#fff}.user{background:#d9fdd3;margin-left:auto}.msg time{display:block;color:#64748b;font-size:.75rem;margin-top:.2rem}
.msg a{display:block;margin-top:.4rem;text-align:center;background:#2481cc;color:#fff;border-radius:8px;padding:.4rem;text-decoration:none}
form{display:flex;gap:.5rem;margin-top:1rem}input{flex:1;padding:.6rem;border-radius:8px;border:1px solid #94a3b8}button{padding:.6rem 1rem;border:0;border-radius:8px;background:#2481cc;color:#fff;font-weight:600}</style></head>
<body><main><h1>Telegram local — robô do Agulhadas</h1><p class="test" role="note">Modo local — nenhuma mensagem sai desta máquina. Configure TELEGRAM_BOT_TOKEN para usar um robô de verdade.</p>
<p>Chat ${escapeHtml(chatId)}</p><section aria-label="Conversa">${messages || '<p>Nenhuma mensagem ainda.</p>'}</section>
<form method="post" action="${LOCAL_TELEGRAM_PATH}/send?chat=${escapeHtml(chatId)}"><input name="text" aria-label="Mensagem" value="${escapeHtml(start ? `/start ${start}` : '')}" placeholder="/start" maxlength="200"><button type="submit">Enviar</button></form></main></body></html>`;
}

export function localTelegramRoute(apiUrl: string): (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean> {
  return async (req, res, url) => {
    if (url.pathname !== LOCAL_TELEGRAM_PATH && url.pathname !== `${LOCAL_TELEGRAM_PATH}/send`) return false;
    const chatId = chatOf(url);
    const outbox = telegramOutbox(await getStore());
    if (url.pathname.endsWith('/send')) {
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST' }).end();
        return true;
      }
      const text = ((await readForm(req)).get('text') ?? '').trim().slice(0, 200);
      if (text) {
        await outbox.insertOne({ _id: randomUUID(), chatId, text, from: 'user', sentAt: new Date().toISOString() });
        const reply = await sendToBot(apiUrl, chatId, text);
        if (reply) await outbox.insertOne({ _id: randomUUID(), chatId, text: reply, from: 'bot', sentAt: new Date().toISOString() });
      }
      res.writeHead(303, { location: `${LOCAL_TELEGRAM_PATH}?chat=${chatId}` }).end();
      return true;
    }
    const messages = (await outbox.find({ chatId }, { sort: { sentAt: 1 } }).toArray())
      .map((message) => {
        // As Telegram does, the button opens the mini-page with signed launch parameters (initData) in the fragment;
        // on the origin serving this page, whatever PUBLIC_URL says (a local run may use another port).
        const button = message.buttonUrl ? `<a href="${escapeHtml(sameOrigin(message.buttonUrl) + localLaunchFragment(chatId, new Date()))}" target="_blank" rel="noopener">${escapeHtml(message.buttonText ?? 'Abrir')}</a>` : '';
        const when = new Date(message.sentAt).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo' });
        return `<div class="msg ${message.from === 'user' ? 'user' : 'bot'}" data-from="${message.from ?? 'bot'}">${escapeHtml(message.text)}${button}<time>${when}</time></div>`;
      })
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(chatId, url.searchParams.get('start')?.replace(/[^\w-]/g, '').slice(0, 64) ?? '', messages));
    return true;
  };
}
