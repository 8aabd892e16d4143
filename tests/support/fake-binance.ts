import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A local stand-in for Binance's public market data, speaking its documented formats: GET /api/v3/klines (rows of
 * [open time, "open", "high", "low", "close", "volume", close time, …]) and combined trade streams
 * (/stream?streams=btcusdt@trade/…, messages {stream, data: {e: "trade", s, p, q, T, …}}). Every symbol's price is a
 * gentle line unless a test sets it; `trade` pushes a trade to the streams carrying the symbol. `refuse` makes klines
 * answer as Binance does when a limit is broken (429 with Retry-After, 418 for a banned IP, 403 from its web
 * application firewall); `announceShutdown` sends the `serverShutdown` event to every stream.
 */
const INTERVAL_MS: Record<string, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
};

export interface FakeBinance {
  restUrl: string;
  streamUrl: string;
  /** The close of the candle forming now, for a symbol (the next klines answers end at it). */
  setPrice(symbol: string, price: number): void;
  /** Sends one trade to every stream subscribed to `symbol`; answers when it was written. */
  trade(symbol: string, price: number): number;
  /** Symbols the open streams carry. */
  streamed(): Set<string>;
  /** From now on klines of `symbol` (or of every symbol, `*`) answer `status`; null answers normally again. */
  refuse(symbol: string, status: 429 | 418 | 403 | null, retryAfterSeconds?: number): void;
  /** Stream connections opened so far. */
  connections(): number;
  /** The documented `serverShutdown` event, `{"event": {"e": "serverShutdown", "E": <ms>}}`, to every open stream. */
  announceShutdown(): void;
  close(): Promise<void>;
}

function weekStart(time: number): number {
  const day = Math.floor(time / 86_400_000) * 86_400_000;
  return day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000;
}

export async function startFakeBinance(clock: () => number = Date.now): Promise<FakeBinance> {
  const prices = new Map<string, number>();
  const sockets = new Map<WebSocket, Set<string>>();
  const refusals = new Map<string, { status: 429 | 418 | 403; retryAfterSeconds?: number }>();
  let opened = 0;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/api/v3/klines') return void response.writeHead(404).end();
    const symbol = url.searchParams.get('symbol') ?? '';
    const refusal = refusals.get(symbol) ?? refusals.get('*');
    if (refusal?.status === 403)
      return void response
        .writeHead(403, { 'content-type': 'text/html' })
        .end('<html><body>403 Forbidden</body></html>');
    if (refusal) {
      const msg =
        refusal.status === 418
          ? 'Way too many requests; IP banned until 1764200000000. Please use the websocket for live updates to avoid bans.'
          : 'Too many requests; current limit of IP is 6000 requests per minute. Please use the websocket for live updates to avoid polling the API.';
      const headers = {
        'content-type': 'application/json',
        ...(refusal.retryAfterSeconds === undefined ? {} : { 'retry-after': String(refusal.retryAfterSeconds) }),
      };
      return void response.writeHead(refusal.status, headers).end(JSON.stringify({ code: -1003, msg }));
    }
    const size = INTERVAL_MS[url.searchParams.get('interval') ?? ''];
    const limit = Math.min(1000, Number(url.searchParams.get('limit') ?? 500));
    if (!size)
      return void response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: -1120, msg: 'Invalid interval.' }));
    const now = clock();
    const last = size === INTERVAL_MS['1w'] ? weekStart(now) : Math.floor(now / size) * size;
    const end = prices.get(symbol) ?? 100;
    const rows = Array.from({ length: limit }, (_, i) => {
      const close = end * (1 - 0.001 * (limit - 1 - i));
      const open = close * 0.999;
      const time = last - (limit - 1 - i) * size;
      return [
        time,
        open.toFixed(8),
        (close * 1.001).toFixed(8),
        (open * 0.999).toFixed(8),
        close.toFixed(8),
        '10.0',
        time + size - 1,
        '0',
        1,
        '0',
        '0',
        '0',
      ];
    });
    response
      .writeHead(200, { 'content-type': 'application/json', 'x-mbx-used-weight-1m': '2' })
      .end(JSON.stringify(rows));
  });
  const wss = new WebSocketServer({ server, path: '/stream' });
  wss.on('connection', (socket, request) => {
    opened += 1;
    const streams = new URL(request.url ?? '/', 'http://localhost').searchParams.get('streams') ?? '';
    sockets.set(socket, new Set(streams.split('/').map((name) => name.split('@')[0]!.toUpperCase())));
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    restUrl: `http://127.0.0.1:${port}`,
    streamUrl: `ws://127.0.0.1:${port}`,
    setPrice: (symbol, price) => void prices.set(symbol, price),
    trade(symbol, price) {
      const at = Date.now();
      const data = { e: 'trade', E: at, s: symbol, t: at, p: price.toFixed(8), q: '0.01000000', T: at, m: false };
      for (const [socket, symbols] of sockets)
        if (symbols.has(symbol)) socket.send(JSON.stringify({ stream: `${symbol.toLowerCase()}@trade`, data }));
      return at;
    },
    streamed: () => new Set([...sockets.values()].flatMap((symbols) => [...symbols])),
    refuse(symbol, status, retryAfterSeconds) {
      if (status === null) refusals.delete(symbol);
      else refusals.set(symbol, { status, retryAfterSeconds });
    },
    connections: () => opened,
    announceShutdown() {
      for (const socket of sockets.keys())
        socket.send(JSON.stringify({ event: { e: 'serverShutdown', E: Date.now() } }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets.keys()) socket.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
