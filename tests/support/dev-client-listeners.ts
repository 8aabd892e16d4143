import net from 'node:net';
import path from 'node:path';
import { createServer } from 'vite';
import { devClientConfig } from '../../scripts/dev-client-config';

/**
 * Run with tsx by tests/security/dev-server-loopback.test.ts: starts Vite's dev client exactly as `npm start` configures
 * it (with the HMR port given as the first argument), prints one JSON line with the address of every server it
 * listens on, and closes when its input ends.
 */
const listening: net.Server[] = [];
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function record(this: net.Server, ...args: Parameters<net.Server['listen']>) {
  listening.push(this);
  return listen.apply(this, args);
} as net.Server['listen'];

const vite = await createServer({
  ...devClientConfig(path.resolve(import.meta.dirname, '../..'), Number(process.argv[2])),
  logLevel: 'silent',
});
await Promise.all(
  listening.map((server) => (server.listening ? null : new Promise((done) => server.once('listening', done)))),
);
process.stdout.write(`${JSON.stringify(listening.map((server) => server.address()))}\n`);
process.stdin.resume();
process.stdin.on('end', () => void vite.close().then(() => process.exit(0)));
