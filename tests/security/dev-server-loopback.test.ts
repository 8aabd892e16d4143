import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm start` runs Vite's dev client behind the local front; its hot-reload WebSocket server listened on every
 * interface, so anyone on the network could connect to it. It must listen on loopback only.
 */
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../..');

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** Whether a TCP connection to address:port is accepted. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const networkAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((entry) => entry && !entry.internal && !entry.address.startsWith('fe80:'))
  .map((entry) => entry!.address);

describe('the dev client of npm start', () => {
  let child: ChildProcessWithoutNullStreams;
  let listeners: AddressInfo[];
  let hmrPort: number;

  beforeAll(async () => {
    hmrPort = await freePort();
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'tests/support/dev-client-listeners.ts'), String(hmrPort)],
      { cwd: ROOT },
    );
    listeners = await new Promise<AddressInfo[]>((resolve, reject) => {
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!) as AddressInfo[]);
      });
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`the dev client exited (${code}): ${err}`)));
    });
  });
  afterAll(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.stdin.end();
    await exited;
  });

  it('binds its hot-reload server to loopback only', async () => {
    const hmr = listeners.find((listener) => listener.port === hmrPort);
    expect(hmr?.address).toBe('127.0.0.1');
    expect(listeners.every((listener) => listener.address === '127.0.0.1')).toBe(true);
    expect(await accepts('127.0.0.1', hmrPort)).toBe(true);
    for (const address of networkAddresses) expect(await accepts(address, hmrPort)).toBe(false);
  });
});
