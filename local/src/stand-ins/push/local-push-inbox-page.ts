import type http from 'node:http';
import type { PushPayload } from '@agulhadas/domain/push/push-device';
import { escapeHtml } from '../../lib/escape-html';
import { getStore } from '../../../../api/src/store/db';
import { decryptPushBody } from './decrypt-push';
import { LOCAL_PUSH_PATH } from './local-push-path';
import {
  localPushDevices,
  localPushMessages,
  type LocalPushDeviceDoc,
  type LocalPushMessageDoc,
} from './local-push-store';

/** The notification a browser would show for a message: decrypted with the device's keys, as the browser does. */
function shown(message: LocalPushMessageDoc, device: LocalPushDeviceDoc | undefined): PushPayload | null {
  if (!device) return null;
  try {
    const plain = decryptPushBody(Buffer.from(message.body, 'base64'), {
      privateKey: Buffer.from(device.privateKey, 'base64url'),
      publicKey: Buffer.from(device.publicKey, 'base64url'),
      authSecret: Buffer.from(device.authSecret, 'base64url'),
    });
    return JSON.parse(plain.toString('utf8')) as PushPayload;
  } catch {
    return null;
  }
}

/**
 * Local mode: the web push messages the product sent to the local push service, newest first, decrypted as the
 * subscribed browser would show them. Like the local e-mail inbox it shows every message: nothing leaves the machine.
 */
export function localPushInboxRoute(): (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
) => Promise<boolean> {
  return async (req, res, url) => {
    if (url.pathname !== LOCAL_PUSH_PATH || req.method !== 'GET') return false;
    const store = await getStore();
    const messages = await localPushMessages(store)
      .find({}, { sort: { receivedAt: -1 }, limit: 100 })
      .toArray();
    const devices = new Map(
      (
        await localPushDevices(store)
          .find({ _id: { $in: messages.map((m) => m.deviceId) } })
          .toArray()
      ).map((d) => [d._id, d]),
    );
    const items = messages
      .map((message) => {
        const payload = shown(message, devices.get(message.deviceId));
        const at = new Date(message.receivedAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
        return payload
          ? `<article class="push" data-push="${escapeHtml(message._id)}"><h2>${escapeHtml(payload.title)}</h2><p>${escapeHtml(payload.body)}</p>
<p class="meta">Abre <a href="${escapeHtml(payload.url)}">${escapeHtml(payload.url)}</a> · aparelho ${escapeHtml(message.deviceId.slice(0, 8))} · ${escapeHtml(at)}</p></article>`
          : `<article class="push" data-push="${escapeHtml(message._id)}"><p class="meta">Mensagem que não pôde ser decifrada · ${escapeHtml(at)}</p></article>`;
      })
      .join('');
    const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Notificações push locais</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:1.5rem}main{max-width:44rem;margin:auto}
.test{background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:8px;padding:.6rem;font-weight:600}
.push{background:#fff;border-radius:12px;padding:1rem 1.2rem;margin:1rem 0;box-shadow:0 2px 12px #0002}.push h2{margin:0 0 .3rem;font-size:1.1rem}
.meta{color:#475569;font-size:.85rem;margin:.4rem 0 0}</style></head>
<body><main><h1>Notificações push locais</h1><p class="test" role="note">Modo local — as notificações chegam a este serviço de push local, e não aos aparelhos.</p>
${items || '<p>Nenhuma notificação enviada ainda.</p>'}</main></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
    return true;
  };
}
