import type WebSocket from 'ws';
import { chunk } from '../http/batches';
import type { SourceAsset, TradeStream } from '../source';
import type { BinanceSettings } from './settings';
import { isServerShutdown } from './server-shutdown';
import { tradeMessageSchema } from './trade-message';

type OnTrade = (asset: string, price: number, time: number) => void;

/**
 * Binance trades over combined streams (`/stream?streams=a@trade/b@trade`), one connection per
 * `streamsPerConnection` symbols. Each connection replaces itself when it drops, when it has been silent for
 * `silenceMs`, at once when Binance announces a server shutdown, and a little before Binance's 24-hour cut; the `ws`
 * client answers Binance's pings by itself.
 */
export function openTradeStreams(
  settings: BinanceSettings,
  assets: readonly SourceAsset[],
  onTrade: OnTrade,
  log: (line: string) => void,
): TradeStream {
  const connections = chunk(assets, settings.streamsPerConnection).map((group, index) =>
    connect(settings, group, onTrade, log, index + 1),
  );
  return {
    stop() {
      for (const connection of connections) connection.stop();
    },
  };
}

function connect(
  settings: BinanceSettings,
  group: readonly SourceAsset[],
  onTrade: OnTrade,
  log: (line: string) => void,
  number: number,
): TradeStream {
  const assetOf = new Map(group.map((asset) => [asset.sourceSymbol.toUpperCase(), asset.asset]));
  const streams = group.map((asset) => `${asset.sourceSymbol.toLowerCase()}@${settings.tradeStream}`).join('/');
  const url = `${settings.streamUrl}/stream?streams=${streams}`;
  const name = `binance stream ${number}`;
  let socket: WebSocket | undefined;
  let stopped = false;
  let quietAttempts = 0;
  let badMessages = 0;
  let silenceTimer: NodeJS.Timeout | undefined;
  let lifeTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  const clearTimers = () => {
    clearTimeout(silenceTimer);
    clearTimeout(lifeTimer);
    clearTimeout(retryTimer);
  };
  // Terminating makes the socket emit 'close', which schedules the replacement.
  const replace = (reason: string) => {
    log(`${name}: reconnecting (${reason})`);
    socket?.terminate();
  };
  const armSilence = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => replace(`no message for ${settings.silenceMs} ms`), settings.silenceMs);
  };
  const handle = (text: string) => {
    const message = safeJson(text);
    if (isServerShutdown(message)) return replace('the server announced its shutdown');
    const parsed = tradeMessageSchema.safeParse(message);
    const asset = parsed.success ? assetOf.get(parsed.data.data.s.toUpperCase()) : undefined;
    if (parsed.success && asset) {
      onTrade(asset, parsed.data.data.p, parsed.data.data.T);
      return;
    }
    // Logged once per connection: a format change would otherwise flood the log at the trade rate.
    badMessages += 1;
    if (badMessages === 1) log(`${name}: ignored an unexpected message (${text.slice(0, 120)})`);
  };
  const open = () => {
    if (stopped) return;
    const current = settings.createSocket(url);
    socket = current;
    armSilence();
    lifeTimer = setTimeout(() => replace('connection age limit'), settings.maxConnectionMs);
    current.on('open', () => log(`${name}: connected (${group.length} symbols)`));
    current.on('ping', armSilence);
    current.on('message', (data) => {
      quietAttempts = 0;
      armSilence();
      handle(rawText(data));
    });
    current.on('error', (error) => log(`${name}: ${error.message}`));
    current.on('close', () => {
      if (socket !== current) return;
      clearTimers();
      if (stopped) return;
      // Backs off while connections keep failing before any message arrives; the first message resets it.
      const delay = Math.min(settings.maxReconnectDelayMs, settings.reconnectDelayMs * 2 ** quietAttempts);
      quietAttempts += 1;
      retryTimer = setTimeout(open, delay);
    });
  };
  open();
  return {
    stop() {
      stopped = true;
      clearTimers();
      socket?.terminate();
    },
  };
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
