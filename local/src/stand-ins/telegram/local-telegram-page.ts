import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { config } from '../../../../api/src/config';
import { escapeHtml } from '../../lib/escape-html';
import { AUTH_COOKIE, principalFromCookie } from '../../auth/auth-emulator';
import { FORM_TOKEN_FIELD, formToken, formTokenMatches } from '../../auth/form-token';
import { readCookie } from '../../auth/read-cookie';
import { isSameOriginPost, refuseForeignPost } from '../../auth/same-origin-form';
import { telegramOutbox } from './outbox-sender';
import { getStore } from '../../../../api/src/store/db';
import { localChatIdOf } from './local-chat-id';
import { localLaunchFragment } from './local-init-data';
import { LOCAL_TELEGRAM_PATH } from './local-telegram-path';

/**
 * Local mode without TELEGRAM_BOT_TOKEN: a stand-in for a private chat with the bot. As in Telegram, a person sees
 * only their own chat: the signed-in local user's (see localChatIdOf), never one named in the address. It shows the
 * chat's messages (the alerts the product sent, with their mini-page button carrying initData signed with the local
 * bot token, and the conversation) and sends what the person types to the bot's webhook exactly as Telegram would
 * (an Update, with the webhook secret), keeping the bot's answer. The deep link of /dispositivos opens it with
 * `?start=<token>` ready to send; signed out, it asks to sign in and comes back to the same address.
 */
const SEND_PATH = `${LOCAL_TELEGRAM_PATH}/send`;
const SEND_PURPOSE = 'local-telegram-send';

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
  const update = {
    update_id: Date.now(),
    message: {
      message_id: Date.now(),
      date: Math.floor(Date.now() / 1000),
      chat: { id: Number(chatId), type: 'private' },
      from: { id: Number(chatId), first_name: 'Você' },
      text,
    },
  };
  const answer = await fetch(`${apiUrl}/api/telegramWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': config().telegramWebhookSecret },
    body: JSON.stringify(update),
  });
  const reply = (await answer.json()) as { method?: string; text?: string };
  return reply.method === 'sendMessage' && reply.text ? reply.text : null;
}

function layout(body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Telegram local</title>
<style>body{font-family:system-ui,sans-serif;background:#dfe7ef;color:#0f172a;margin:0}main{max-width:36rem;margin:auto;padding:1rem}
.test{background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:8px;padding:.6rem;font-weight:600}
.msg{max-width:85%;padding:.55rem .8rem;border-radius:12px;margin:.4rem 0;white-space:pre-wrap;box-shadow:0 1px 2px #0002}
.bot{background:#fff}.user{background:#d9fdd3;margin-left:auto}.msg time{display:block;color:#64748b;font-size:.75rem;margin-top:.2rem}
.msg a{display:block;margin-top:.4rem;text-align:center;background:#2481cc;color:#fff;border-radius:8px;padding:.4rem;text-decoration:none}
a.signin{display:inline-block;background:#2481cc;color:#fff;border-radius:8px;padding:.6rem 1rem;font-weight:600;text-decoration:none}
form{display:flex;gap:.5rem;margin-top:1rem}input{flex:1;padding:.6rem;border-radius:8px;border:1px solid #94a3b8}button{padding:.6rem 1rem;border:0;border-radius:8px;background:#2481cc;color:#fff;font-weight:600}</style></head>
<body><main><h1>Telegram local — robô do Agulhadas</h1><p class="test" role="note">Modo local — nenhuma mensagem sai desta máquina. Configure TELEGRAM_BOT_TOKEN para usar um robô de verdade.</p>
${body}</main></body></html>`;
}

function signInPage(back: string): string {
  const login = `/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent(back)}`;
  return layout(
    `<p>Entre na sua conta do Agulhadas para abrir o seu chat com o robô.</p><p><a class="signin" href="${escapeHtml(login)}">Entrar</a></p>`,
  );
}

function chatPage(chatId: string, who: string, token: string, start: string, messages: string): string {
  return layout(`<p>Chat ${escapeHtml(chatId)} de ${escapeHtml(who)}</p><section aria-label="Conversa">${messages || '<p>Nenhuma mensagem ainda.</p>'}</section>
<form method="post" action="${SEND_PATH}"><input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(token)}"><input name="text" aria-label="Mensagem" value="${escapeHtml(start ? `/start ${start}` : '')}" placeholder="/start" maxlength="200"><button type="submit">Enviar</button></form>`);
}

async function chatMessages(chatId: string): Promise<string> {
  const outbox = telegramOutbox(await getStore());
  return (await outbox.find({ chatId }, { sort: { sentAt: 1 } }).toArray())
    .map((message) => {
      // As Telegram does, the button opens the mini-page with signed launch parameters (initData) in the fragment;
      // on the origin serving this page, whatever PUBLIC_URL says (a local run may use another port).
      const button = message.buttonUrl
        ? `<a href="${escapeHtml(sameOrigin(message.buttonUrl) + localLaunchFragment(chatId, new Date()))}" target="_blank" rel="noopener">${escapeHtml(message.buttonText ?? 'Abrir')}</a>`
        : '';
      const when = new Date(message.sentAt).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo' });
      return `<div class="msg ${message.from === 'user' ? 'user' : 'bot'}" data-from="${message.from ?? 'bot'}">${escapeHtml(message.text)}${button}<time>${when}</time></div>`;
    })
    .join('');
}

const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

export function localTelegramRoute(
  apiUrl: string,
): (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean> {
  return async (req, res, url) => {
    if (url.pathname !== LOCAL_TELEGRAM_PATH && url.pathname !== SEND_PATH) return false;
    const principal = principalFromCookie(req);
    // The form's token is bound to the session: a form from another session (or none) is refused like a forged one.
    const session = readCookie(req, AUTH_COOKIE);
    if (url.pathname === SEND_PATH) {
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST' }).end();
        return true;
      }
      const fields = principal && isSameOriginPost(req) ? await readForm(req) : null;
      if (!principal || !fields || !formTokenMatches(SEND_PURPOSE, session, fields.get(FORM_TOKEN_FIELD))) {
        refuseForeignPost(res, { href: LOCAL_TELEGRAM_PATH, label: 'Voltar ao Telegram local' });
        return true;
      }
      const chatId = localChatIdOf(principal.userId);
      const outbox = telegramOutbox(await getStore());
      const text = (fields.get('text') ?? '').trim().slice(0, 200);
      if (text) {
        await outbox.insertOne({ _id: randomUUID(), chatId, text, from: 'user', sentAt: new Date().toISOString() });
        const reply = await sendToBot(apiUrl, chatId, text);
        if (reply)
          await outbox.insertOne({
            _id: randomUUID(),
            chatId,
            text: reply,
            from: 'bot',
            sentAt: new Date().toISOString(),
          });
      }
      res.writeHead(303, { location: LOCAL_TELEGRAM_PATH }).end();
      return true;
    }
    if (!principal || !session) {
      res.writeHead(401, html).end(signInPage(`${url.pathname}${url.search}`));
      return true;
    }
    const chatId = localChatIdOf(principal.userId);
    const start =
      url.searchParams
        .get('start')
        ?.replace(/[^\w-]/g, '')
        .slice(0, 64) ?? '';
    res
      .writeHead(200, html)
      .end(
        chatPage(
          chatId,
          principal.userDetails || principal.userId,
          formToken(SEND_PURPOSE, session),
          start,
          await chatMessages(chatId),
        ),
      );
    return true;
  };
}
