import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Random } from '@agulhadas/domain/seeded-random';

/**
 * A local stand-in for Telegram's Bot API `sendMessage`, reached by the real Bot API sender through TELEGRAM_API_URL.
 * It applies Telegram's documented limits strictly, counting every request that passes them (answered or not) at
 * the moment it arrives:
 * - at most 30 sends in any 1-second window per bot (the token in the path), both ends of the window included;
 * - at most 1 send per second per chat;
 * - at most 20 sends a minute per group chat (a negative chat id);
 * - beyond any of them: 429 with `parameters.retry_after`, the whole seconds until the limit frees up, and nothing
 *   is delivered;
 * - of the sends within the limits, `failureShare` (2 % by default) answer 500 and are not delivered, and
 *   `timeoutShare` are delivered but answered only after `holdMs`, later than the sender's timeout: the message counts
 *   as delivered here although the sender cannot know it.
 * Every delivery is recorded with its chat, the notification its button names and its time.
 */
export interface StandInOptions {
  random: Random;
  failureShare?: number;
  timeoutShare?: number;
  /** How long a timed-out send is held before its late answer. */
  holdMs: number;
  now?: () => number;
}

export interface Delivery {
  chatId: string;
  /** The `notification` parameter of the message's button: which queued message this is. */
  notificationId: string;
  at: number;
}

export interface TelegramStandIn {
  url: string;
  readonly deliveries: readonly Delivery[];
  readonly counts: { requests: number; rateLimited: number; failed: number; heldPastTimeout: number };
  /** The 429s by the limit reached. */
  readonly rateLimitedBy: { bot: number; chat: number; group: number };
  close(): Promise<void>;
}

const BOT_WINDOW_MS = 1000;
const BOT_LIMIT = 30;
const CHAT_WINDOW_MS = 1000;
const GROUP_WINDOW_MS = 60_000;
const GROUP_LIMIT = 20;

interface SendMessageBody {
  chat_id?: string | number;
  reply_markup?: { inline_keyboard?: Array<Array<{ web_app?: { url?: string } }>> };
}

/** Request times inside the window ending now, oldest first (older ones dropped as they pass). */
function recent(times: number[], now: number, windowMs: number): number[] {
  while (times.length && times[0]! < now - windowMs) times.shift();
  return times;
}

/** Whole seconds until the oldest request of a full window leaves it (Telegram's `retry_after` is in seconds). */
const retryAfter = (oldest: number, now: number, windowMs: number) =>
  Math.max(1, Math.ceil((oldest + windowMs + 1 - now) / 1000));

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: object): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startTelegramStandIn(options: StandInOptions): Promise<TelegramStandIn> {
  const now = options.now ?? Date.now;
  const failureShare = options.failureShare ?? 0.02;
  const timeoutShare = options.timeoutShare ?? 0;
  const deliveries: Delivery[] = [];
  const counts = { requests: 0, rateLimited: 0, failed: 0, heldPastTimeout: 0 };
  const rateLimitedBy = { bot: 0, chat: 0, group: 0 };
  const byBot = new Map<string, number[]>();
  const byChat = new Map<string, number[]>();
  const held = new Set<NodeJS.Timeout>();
  const timesOf = (map: Map<string, number[]>, key: string) => map.get(key) ?? map.set(key, []).get(key)!;

  /** The 429's `retry_after` when a limit is reached, else null (and the request is counted in its windows). */
  const limited = (bot: string, chatId: string, at: number): number | null => {
    const botTimes = recent(timesOf(byBot, bot), at, BOT_WINDOW_MS);
    const chatWindow = chatId.startsWith('-') ? GROUP_WINDOW_MS : CHAT_WINDOW_MS;
    const chatLimit = chatId.startsWith('-') ? GROUP_LIMIT : 1;
    const chatTimes = recent(timesOf(byChat, chatId), at, chatWindow);
    if (botTimes.length >= BOT_LIMIT) {
      rateLimitedBy.bot += 1;
      return retryAfter(botTimes[0]!, at, BOT_WINDOW_MS);
    }
    if (chatTimes.length >= chatLimit) {
      rateLimitedBy[chatId.startsWith('-') ? 'group' : 'chat'] += 1;
      return retryAfter(chatTimes[0]!, at, chatWindow);
    }
    botTimes.push(at);
    chatTimes.push(at);
    return null;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const at = now();
      const bot = /^\/bot([^/]+)\/sendMessage$/.exec(request.url ?? '')?.[1];
      if (request.method !== 'POST' || !bot) return answer(response, 404, { ok: false, description: 'Not Found' });
      const body = JSON.parse(await readBody(request)) as SendMessageBody;
      const chatId = String(body.chat_id ?? '');
      counts.requests += 1;
      const wait = limited(bot, chatId, at);
      if (wait !== null) {
        counts.rateLimited += 1;
        return answer(response, 429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${wait}`,
          parameters: { retry_after: wait },
        });
      }
      const draw = options.random();
      if (draw < failureShare) {
        counts.failed += 1;
        return answer(response, 500, { ok: false, error_code: 500, description: 'Internal Server Error' });
      }
      const button = body.reply_markup?.inline_keyboard?.[0]?.[0]?.web_app?.url ?? '';
      deliveries.push({
        chatId,
        notificationId: new URL(button, 'http://button').searchParams.get('notification') ?? '',
        at,
      });
      const ok = { ok: true, result: { message_id: deliveries.length, chat: { id: Number(chatId) } } };
      if (draw < failureShare + timeoutShare) {
        counts.heldPastTimeout += 1;
        const timer = setTimeout(() => {
          held.delete(timer);
          answer(response, 200, ok);
        }, options.holdMs);
        held.add(timer);
        return;
      }
      answer(response, 200, ok);
    })().catch(() => answer(response, 400, { ok: false, description: 'Bad Request' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deliveries,
    counts,
    rateLimitedBy,
    close: async () => {
      for (const timer of held) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
