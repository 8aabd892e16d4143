import http from 'node:http';
import path from 'node:path';
import { ensureUser } from '../../api/src/identity/ensure-user';
import { FRONT_SECRET_HEADER } from '../../local/src/runtime/front-secret';
import { startFront } from '../../local/src/runtime/front';
import { startLocalHost, type LocalHost } from '../../local/src/runtime/host';
import { encodePrincipal, PRINCIPAL_HEADER } from '../../api/src/http/principal';
import { freshStore, principalFor } from '../support/api-client';

/**
 * Local only: the local Functions host trusted a principal from anyone who reached its port, under any
 * Host header. Now it trusts one only from the local front (the run's secret header) and answers only loopback names.
 */
const SECRET = 'secret-of-this-run';
const ROOT = path.resolve(__dirname, '../..');
const forged = encodePrincipal(principalFor('victim', 'victim@x.app'));

/** A raw request, so the Host header can be anything (fetch would not let a test set it). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('the local Functions host', () => {
  let host: LocalHost;
  /** Runs `check` against a local front (with the run's secret) in front of the host, then stops the front. */
  async function throughFront(check: (frontUrl: string) => Promise<void>): Promise<void> {
    const front = await startFront({
      port: 0,
      apiUrl: host.url,
      frontSecret: SECRET,
      swaConfigFile: path.join(ROOT, 'staticwebapp.config.json'),
      lookupRoles: async () => [],
    });
    try {
      await check(front.url);
    } finally {
      await front.close();
    }
  }
  beforeAll(async () => {
    const store = await freshStore();
    await ensureUser(store, { userId: 'victim', email: 'victim@x.app', name: 'Vítima' }, new Date());
    host = await startLocalHost(0, '127.0.0.1', { frontSecret: SECRET });
  });
  afterAll(() => host.close());

  it("treats a principal sent straight to its port, without the front's secret, as anonymous", async () => {
    for (const secret of [undefined, 'wrong-secret']) {
      const answer = await get(`${host.url}/api/getUserInfo`, {
        [PRINCIPAL_HEADER]: forged,
        ...(secret ? { [FRONT_SECRET_HEADER]: secret } : {}),
      });
      expect(answer.status).toBe(401);
      expect(answer.body).not.toContain('victim@x.app');
    }
  });

  it("trusts the principal the local front forwards with the run's secret", async () => {
    const answer = await get(`${host.url}/api/getUserInfo`, {
      [PRINCIPAL_HEADER]: forged,
      [FRONT_SECRET_HEADER]: SECRET,
    });
    expect(answer.status).toBe(200);
  });

  it('answers only loopback host names (a DNS-rebinding page sends its own)', async () => {
    const answer = await get(`${host.url}/api/getTotalAgulhadas`, { host: 'attacker.example:7071' });
    expect(answer.status).toBe(421);
    expect(
      (await get(`${host.url}/api/getTotalAgulhadas`, { host: `localhost:${new URL(host.url).port}` })).status,
    ).toBe(200);
  });

  it("the local front appends the socket's address to X-Forwarded-For: rotating the header does not escape a rate limit", () =>
    throughFront(async (frontUrl) => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const answer = await fetch(`${frontUrl}/api/getTelegramNotification?asset=BMFBOVESPA:PETR4&u=victim`, {
          headers: { 'x-forwarded-for': `10.1.${i}.7`, 'x-telegram-init-data': 'forged' },
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true);
      expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    }));

  it('the local front adds the secret, and a browser-sent principal never reaches the host', () =>
    throughFront(async (frontUrl) => {
      const answer = await fetch(`${frontUrl}/api/getUserInfo`, { headers: { [PRINCIPAL_HEADER]: forged } });
      expect(answer.status).toBe(401);
    }));
});
