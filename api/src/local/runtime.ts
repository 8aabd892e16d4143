import path from 'node:path';
import { config } from '../config';
import { getStore } from '../store/db';
import { startFront, type FrontOptions } from './front';
import { newFrontSecret } from './front-secret';
import { startLocalHost } from './host';
import { seedDemoUsers, seedPromoEligible, seedUniverse } from './seed';
import { localCryptoRoute } from '../services/crypto-gateway/local-crypto-page';
import { localCheckoutRoute } from '../services/payments/local-checkout-page';
import { localTelegramRoute } from '../telegram/local-telegram-page';
import { localInboxRoute } from '../services/email/local-inbox-page';
import { engineForIngest } from '../ingest/engine-binding';
import { loadUniverse } from '../seed/universe/index';
import { seedDemoAlerts } from './demo-alerts';
import { demoVixSnapshot } from './demo-vix';
import { createDemoRobot, type DemoRobot } from './demo-robot/demo-robot';
import { startLocalRealtime, type LocalRealtime } from './realtime-hub/start-realtime';

/** Everything `npm start` and the e2e tests run: store, local Functions host, local SWA front. */
export interface RuntimeOptions {
  rootDir: string;
  port: number;
  apiPort: number;
  devMiddleware?: FrontOptions['devMiddleware'];
  staticDir?: string;
  /** 'live': prime then rounds on a timer (npm start); 'prime': history and first captures only; 'off'. */
  robot?: 'live' | 'prime' | 'off';
  /** Real-time beta: the local hub (unless Web PubSub is configured) and the 1-second demo feed. */
  realtime?: boolean;
  /** Local hub port (default REALTIME_HUB_PORT); 0 picks a free one. */
  realtimePort?: number;
  log?: (line: string) => void;
}

export interface Runtime {
  url: string;
  apiUrl: string;
  robot: DemoRobot | null;
  realtime: LocalRealtime | null;
  close(): Promise<void>;
}

/** The demo robot posts through the real ingest function, with the robot key, like the production robot. */
function demoRobotFor(apiUrl: string, log: (line: string) => void): DemoRobot {
  return createDemoRobot({
    universe: loadUniverse(),
    engine: engineForIngest,
    speed: config().demoSpeed,
    log,
    // After a restart the demo continues each asset from the price the store holds, like the real robot resumes.
    storedPrices: async () => {
      const answer = await fetch(`${apiUrl}/api/ingestState`, { headers: { 'x-robot-key': config().robotKey } });
      if (!answer.ok) throw new Error(`ingestState answered ${answer.status}: ${await answer.text()}`);
      const { series } = (await answer.json()) as { series: Array<{ asset: string; timeframe: string; lastClose: number | null }> };
      return new Map(series.filter((item) => item.timeframe === '15' && item.lastClose !== null).map((item) => [item.asset, item.lastClose!]));
    },
    post: async (body) => {
      const answer = await fetch(`${apiUrl}/api/ingest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-robot-key': config().robotKey },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`ingest answered ${answer.status}: ${await answer.text()}`);
      // One refused series never stops the round; say which, so a local run shows it.
      const { results } = (await answer.json()) as { results: Array<{ asset: string | null; timeframe: string | null; status: string; error?: string }> };
      for (const result of results.filter((item) => item.status === 'refused').slice(0, 5)) log(`demo robot: ${result.asset} (${result.timeframe}) refused: ${result.error}`);
    },
  });
}

/** The VIX charts' demo data, posted like the robot posts the real one (robot key, POST /api/ingestVix). */
async function postDemoVix(apiUrl: string, log: (line: string) => void): Promise<void> {
  const answer = await fetch(`${apiUrl}/api/ingestVix`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-robot-key': config().robotKey },
    body: JSON.stringify(demoVixSnapshot(new Date())),
  });
  if (!answer.ok) log(`demo VIX data refused: ${answer.status} ${await answer.text()}`);
}

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const log = options.log ?? (() => undefined);
  const store = await getStore();
  const now = new Date();
  const seeded = await seedUniverse(store);
  if (seeded) log(`seeded ${seeded} assets`);
  await seedDemoUsers(store, now);
  await seedPromoEligible(store, now);
  await seedDemoAlerts(store, now);
  // The SWA CLI, when a developer puts it in front (SWA_CLI_FRONT=1), cannot send the run's secret.
  const frontSecret = config().swaCliFront ? undefined : newFrontSecret();
  const host = await startLocalHost(options.apiPort, '127.0.0.1', { frontSecret });
  const front = await startFront({
    port: options.port,
    apiUrl: host.url,
    frontSecret,
    swaConfigFile: path.join(options.rootDir, 'staticwebapp.config.json'),
    staticDir: options.staticDir,
    devMiddleware: options.devMiddleware,
    // Test pages of the local payment stand-ins (only when the real services are not configured).
    extraRoutes: [
      ...(config().stripeSecretKey ? [] : [localCheckoutRoute(host.url)]),
      ...(config().cryptoGatewayUrl ? [] : [localCryptoRoute()]),
      ...(config().smtpUrl ? [] : [localInboxRoute()]),
      ...(config().telegramBotToken ? [] : [localTelegramRoute(host.url)]),
    ],
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
  await postDemoVix(host.url, log);
  const realtime = options.realtime ? await startLocalRealtime({ port: options.realtimePort ?? config().realtimeHubPort, log }) : null;
  const robotMode = options.robot ?? 'off';
  const robot = robotMode === 'off' ? null : demoRobotFor(host.url, log);
  if (robotMode === 'prime') await robot!.prime();
  if (robotMode === 'live') {
    // The site answers at once; the list fills in as the robot's first captures arrive.
    log('demo robot: backfilling history for the universe…');
    robot!
      .prime()
      .then(() => robot!.run())
      .catch((error: unknown) => log(`demo robot failed to start: ${String(error)}`));
  }
  return {
    url: front.url,
    apiUrl: host.url,
    robot,
    realtime,
    close: async () => {
      robot?.stop();
      await realtime?.close();
      await front.close();
      await host.close();
      await store.close();
    },
  };
}
