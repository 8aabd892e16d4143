import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { createBinanceSource } from '../../../robot/src/sources/binance/binance-source';
import type { TradeStream } from '../../../robot/src/sources/source';
import { asset } from './support/assets';
import { until } from './support/until';

const BTC = asset('BINANCE:BTCUSDT', 'BTCUSDT', 'crypto', 'ALWAYS');
const ETH = asset('BINANCE:ETHUSDT', 'ETHUSDT', 'crypto', 'ALWAYS');

/** A local stand-in for stream.binance.com speaking the combined-stream format. */
async function startStreamServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const connections: { socket: WebSocket; url: string }[] = [];
  server.on('connection', (socket, request) => connections.push({ socket, url: request.url ?? '' }));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections,
    trade(socket: WebSocket, symbol: string, price: string, time: number) {
      const data = { e: 'trade', E: time + 1, s: symbol, t: 12345, p: price, q: '0.5', T: time, m: true, M: true };
      socket.send(JSON.stringify({ stream: `${symbol.toLowerCase()}@trade`, data }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

describe('Binance source: trade stream', () => {
  let server: Awaited<ReturnType<typeof startStreamServer>>;
  let stream: TradeStream | undefined;
  afterEach(async () => {
    stream?.stop();
    await server.close();
  });

  it('subscribes to combined streams and reports each trade under the product id', async () => {
    server = await startStreamServer();
    const source = createBinanceSource({ streamUrl: server.url });
    const trades: [string, number, number][] = [];
    stream = source.trades?.subscribe(
      [BTC, ETH],
      (id, price, time) => trades.push([id, price, time]),
      () => undefined,
    );
    await until(() => server.connections.length === 1);
    expect(server.connections[0]?.url).toBe('/stream?streams=btcusdt@trade/ethusdt@trade');
    const socket = server.connections[0]?.socket as WebSocket;
    server.trade(socket, 'BTCUSDT', '95000.10', 1_700_000_000_000);
    server.trade(socket, 'ETHUSDT', '3300.5', 1_700_000_000_500);
    await until(() => trades.length === 2);
    expect(trades).toEqual([
      ['BINANCE:BTCUSDT', 95000.1, 1_700_000_000_000],
      ['BINANCE:ETHUSDT', 3300.5, 1_700_000_000_500],
    ]);
  });

  it('reconnects after a drop and trades flow again', async () => {
    server = await startStreamServer();
    const source = createBinanceSource({ streamUrl: server.url, reconnectDelayMs: 20 });
    const prices: number[] = [];
    const log: string[] = [];
    stream = source.trades?.subscribe(
      [BTC],
      (_id, price) => prices.push(price),
      (line) => log.push(line),
    );
    await until(() => server.connections.length === 1);
    server.trade(server.connections[0]?.socket as WebSocket, 'BTCUSDT', '1', 1);
    await until(() => prices.length === 1);
    server.connections[0]?.socket.terminate();
    await until(() => server.connections.length === 2);
    server.trade(server.connections[1]?.socket as WebSocket, 'BTCUSDT', '2', 2);
    await until(() => prices.length === 2);
    expect(prices).toEqual([1, 2]);
  });

  it('replaces a silent connection', async () => {
    server = await startStreamServer();
    const source = createBinanceSource({ streamUrl: server.url, silenceMs: 100, reconnectDelayMs: 10 });
    const log: string[] = [];
    stream = source.trades?.subscribe(
      [BTC],
      () => undefined,
      (line) => log.push(line),
    );
    await until(() => server.connections.length >= 2);
    expect(log.some((line) => line.includes('no message for 100 ms'))).toBe(true);
  });

  it('opens one connection per group of streams and stops them all', async () => {
    server = await startStreamServer();
    const source = createBinanceSource({ streamUrl: server.url, streamsPerConnection: 1 });
    stream = source.trades?.subscribe(
      [BTC, ETH],
      () => undefined,
      () => undefined,
    );
    await until(() => server.connections.length === 2);
    stream?.stop();
    await until(() =>
      server.connections.every((connection) => connection.socket.readyState === connection.socket.CLOSED),
    );
    // Stopped streams do not come back.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.connections).toHaveLength(2);
  });

  it('ignores messages it does not understand, logging once', async () => {
    server = await startStreamServer();
    const source = createBinanceSource({ streamUrl: server.url });
    const log: string[] = [];
    const prices: number[] = [];
    stream = source.trades?.subscribe(
      [BTC],
      (_id, price) => prices.push(price),
      (line) => log.push(line),
    );
    await until(() => server.connections.length === 1);
    const socket = server.connections[0]?.socket as WebSocket;
    socket.send('not json');
    socket.send(JSON.stringify({ result: null, id: 1 }));
    server.trade(socket, 'BTCUSDT', '5', 5);
    await until(() => prices.length === 1);
    expect(log.filter((line) => line.includes('unexpected message'))).toHaveLength(1);
  });
});
