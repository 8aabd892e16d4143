import path from 'node:path';
import { config } from '../config';
import { getStore } from '../store/db';
import { startFront, type FrontOptions } from './front';
import { startLocalHost } from './host';
import { seedDemoUsers, seedPromoEligible, seedUniverse } from './seed';
import { localCryptoRoute } from '../services/crypto-gateway/local-crypto-page';
import { localCheckoutRoute } from '../services/payments/local-checkout-page';

/** Everything `npm start` and the e2e tests run: store, local Functions host, local SWA front. */
export interface RuntimeOptions {
  rootDir: string;
  port: number;
  apiPort: number;
  devMiddleware?: FrontOptions['devMiddleware'];
  staticDir?: string;
  log?: (line: string) => void;
}

export interface Runtime {
  url: string;
  apiUrl: string;
  close(): Promise<void>;
}

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const log = options.log ?? (() => undefined);
  const store = await getStore();
  const now = new Date();
  const seeded = await seedUniverse(store);
  if (seeded) log(`seeded ${seeded} assets`);
  await seedDemoUsers(store, now);
  await seedPromoEligible(store, now);
  const host = await startLocalHost(options.apiPort);
  const front = await startFront({
    port: options.port,
    apiUrl: host.url,
    swaConfigFile: path.join(options.rootDir, 'staticwebapp.config.json'),
    staticDir: options.staticDir,
    devMiddleware: options.devMiddleware,
    // Test pages of the local payment stand-ins (only when the real services are not configured).
    extraRoutes: [...(config().stripeSecretKey ? [] : [localCheckoutRoute(host.url)]), ...(config().cryptoGatewayUrl ? [] : [localCryptoRoute()])],
    // SWA calls the rolesSource function at each sign-in; so does the local front.
    lookupRoles: async ({ userId, userDetails, name }) => {
      const answer = await fetch(`${host.url}/api/GetRoles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-roles-source-secret': config().rolesSourceSecret },
        body: JSON.stringify({ identityProvider: 'kinde', userId, userDetails, claims: [{ typ: 'name', val: name }] }),
      });
      if (!answer.ok) throw new Error(`rolesSource answered ${answer.status}`);
      return ((await answer.json()) as { roles: string[] }).roles;
    },
  });
  return {
    url: front.url,
    apiUrl: host.url,
    close: async () => {
      await front.close();
      await host.close();
      await store.close();
    },
  };
}
