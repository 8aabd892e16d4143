import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import { getStore } from '../../../../api/src/store/db';
import { readCookie } from '../../auth/read-cookie';
import { LOCAL_PUSH_PATH, LOCAL_PUSH_SEND_PREFIX, LOCAL_PUSH_SUBSCRIBE_PATH } from './local-push-path';
import { localPushDevices, localPushMessages, type LocalPushDeviceDoc } from './local-push-store';
import { vapidRefusal } from './verify-vapid';

/** RFC 8291 leaves 4096 bytes per message to the push service; the header and tag add at most 103 + 17. */
const MAX_BODY_BYTES = 4096 + 120;

async function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const answer = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers })
    .end(JSON.stringify(body));

/** Which browser asks: as a browser keeps one subscription per site and key, the local service keeps one per browser. */
const BROWSER_COOKIE = 'local-push-browser';

const subscriptionOf = (req: http.IncomingMessage, device: LocalPushDeviceDoc) => ({
  endpoint: `http://${req.headers.host ?? 'localhost'}${LOCAL_PUSH_SEND_PREFIX}${device._id}`,
  expirationTime: null,
  keys: { p256dh: device.publicKey, auth: device.authSecret },
});

/**
 * What the browser and its vendor's push service do together when a page calls `pushManager.subscribe`: a new
 * P-256 key pair and auth secret, and an endpoint on this local push service; the same browser asking again with
 * the same key gets its subscription back, as `pushManager.getSubscription` would. Answers the subscription as
 * `PushSubscription.toJSON()` does, for the page to send to /api/pushSubscriptions like a real one.
 */
async function subscribe(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const raw = await readBody(req, 1024);
  const { applicationServerKey } = JSON.parse(raw?.toString('utf8') || '{}') as { applicationServerKey?: unknown };
  if (typeof applicationServerKey !== 'string' || !/^[A-Za-z0-9_-]{87}$/.test(applicationServerKey)) {
    answer(res, 400, { error: 'applicationServerKey: the VAPID public key, base64url' });
    return;
  }
  const store = await getStore();
  const browserId = readCookie(req, BROWSER_COOKIE) ?? randomUUID();
  const known = await localPushDevices(store).findOne({ browserId, applicationServerKey });
  if (known) {
    answer(res, 200, subscriptionOf(req, known));
    return;
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const device: LocalPushDeviceDoc = {
    _id: randomUUID(),
    browserId,
    privateKey: ecdh.getPrivateKey().toString('base64url'),
    publicKey: ecdh.getPublicKey().toString('base64url'),
    authSecret: randomBytes(16).toString('base64url'),
    applicationServerKey,
    createdAt: new Date().toISOString(),
  };
  await localPushDevices(store).insertOne(device);
  answer(res, 201, subscriptionOf(req, device), {
    'set-cookie': `${BROWSER_COOKIE}=${browserId}; Path=${LOCAL_PUSH_PATH}; HttpOnly; SameSite=Strict`,
  });
}

/** A message from an application server, checked as a push service checks it (RFC 8030, 8188, 8292), then kept. */
async function receive(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  const store = await getStore();
  const device = await localPushDevices(store).findOne({ _id: url.pathname.slice(LOCAL_PUSH_SEND_PREFIX.length) });
  if (!device) {
    answer(res, 410, { error: 'no such subscription' });
    return;
  }
  const format =
    req.headers['content-encoding'] !== 'aes128gcm'
      ? 'content-encoding must be aes128gcm'
      : req.headers.ttl === undefined
        ? 'the TTL header is required'
        : null;
  if (format) {
    answer(res, 400, { error: format });
    return;
  }
  const refusal = vapidRefusal(
    req.headers.authorization,
    device.applicationServerKey,
    `http://${req.headers.host ?? 'localhost'}`,
    new Date(),
  );
  if (refusal) {
    answer(res, refusal.status, { error: refusal.reason });
    return;
  }
  const body = await readBody(req, MAX_BODY_BYTES);
  if (!body) {
    answer(res, 413, { error: 'payload too large' });
    return;
  }
  const id = randomUUID();
  await localPushMessages(store).insertOne({
    _id: id,
    deviceId: device._id,
    receivedAt: new Date().toISOString(),
    body: body.toString('base64'),
    ttl: String(req.headers.ttl),
    urgency: String(req.headers.urgency ?? 'normal'),
  });
  res.writeHead(201, { location: `${LOCAL_PUSH_SEND_PREFIX}${device._id}/${id}` }).end();
}

/** The local push service's endpoints on the local front (the inbox page is `localPushInboxRoute`). */
export function localPushServiceRoute(): (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
) => Promise<boolean> {
  return async (req, res, url) => {
    if (req.method !== 'POST') return false;
    if (url.pathname === LOCAL_PUSH_SUBSCRIBE_PATH) await subscribe(req, res);
    else if (url.pathname.startsWith(LOCAL_PUSH_SEND_PREFIX)) await receive(req, res, url);
    else return false;
    return true;
  };
}
