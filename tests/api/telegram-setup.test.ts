import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

/** `npm run telegram:setup` talks to the Bot API at TELEGRAM_API_URL, like the API's sender: a proxy serves both. */
describe('npm run telegram:setup', () => {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  let server: http.Server;
  let apiUrl: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        calls.push({ url: req.url ?? '', body: JSON.parse(raw) as Record<string, unknown> });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result: true }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The Bot API stand-in here is plain http, which local mode alone accepts.
  it('registers the webhook and the commands at the configured Bot API address', async () => {
    const env = {
      PATH: process.env.PATH ?? '',
      LOCAL_MODE: '1',
      TELEGRAM_BOT_TOKEN: '123456:ABCdef_ghi',
      TELEGRAM_WEBHOOK_SECRET: 'secret-0123456789abcdef',
      PUBLIC_URL: 'https://agulhadas.example',
      TELEGRAM_API_URL: apiUrl,
    };
    await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/telegram-setup.ts'], { cwd: ROOT, env });
    expect(calls.map((call) => call.url)).toEqual([
      '/bot123456:ABCdef_ghi/setWebhook',
      '/bot123456:ABCdef_ghi/setMyCommands',
    ]);
    expect(calls[0]?.body).toMatchObject({
      url: 'https://agulhadas.example/api/telegramWebhook',
      secret_token: 'secret-0123456789abcdef',
    });
  });

  it('outside local mode refuses a Bot API reached over plain http, before sending the token anywhere', async () => {
    calls.length = 0;
    const env = {
      PATH: process.env.PATH ?? '',
      TELEGRAM_BOT_TOKEN: '123456:ABCdef_ghi',
      TELEGRAM_WEBHOOK_SECRET: 'secret-0123456789abcdef',
      PUBLIC_URL: 'https://agulhadas.example',
      TELEGRAM_API_URL: apiUrl,
    };
    const refused = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/telegram-setup.ts'], {
      cwd: ROOT,
      env,
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('TELEGRAM_API_URL must be an https:// address'),
    });
    expect(calls).toEqual([]);
  });
});
