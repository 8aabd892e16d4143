import path from 'node:path';
import { readConfig } from '../../api/src/config';
import { startFront } from '../../local/src/runtime/front';

const ROOT = path.resolve(__dirname, '../..');

/** `npm start` runs the front with Vite's dev middleware, whose client needs inline scripts. */
describe('local front in development (npm start)', () => {
  let front: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    front = await startFront({
      port: 0,
      apiUrl: 'http://127.0.0.1:9',
      swaConfigFile: path.join(ROOT, 'staticwebapp.config.json'),
      lookupRoles: async () => [],
      devMiddleware: (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<div id="root"></div>'),
    });
  });
  afterAll(() => front.close());

  it("sends no CSP, neither global nor a route's: /telegram is not a blank page", async () => {
    for (const pathname of ['/', '/app', '/telegram']) {
      const answer = await fetch(front.url + pathname);
      expect([pathname, answer.status, answer.headers.get('content-security-policy')]).toEqual([pathname, 200, null]);
    }
    expect((await fetch(`${front.url}/telegram`)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('links sent out point at the port npm start uses when PUBLIC_URL is unset', () => {
    expect(readConfig({ LOCAL_MODE: '1', PORT: '5123' }).publicUrl).toBe('http://localhost:5123');
    expect(readConfig({ LOCAL_MODE: '1', PORT: '5123', PUBLIC_URL: 'https://x.example' }).publicUrl).toBe(
      'https://x.example',
    );
  });
});
