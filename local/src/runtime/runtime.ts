import path from 'node:path';
import { config } from '../../../api/src/config';
import { forgetStore, getStore } from '../../../api/src/store/db';
import { startFront, type FrontOptions } from './front';
import { newFrontSecret } from './front-secret';
import { startLocalHost } from './host';
import { dropOffGridSeries } from '../maintenance/drop-off-grid-series';
import { seedDemoUsers, seedPromoEligible, seedUndeliverableEmail, seedUniverse } from '../demo/seed';
import { localCryptoRoute } from '../stand-ins/crypto-gateway/local-crypto-page';
import { localCheckoutRoute } from '../stand-ins/payments/local-checkout-page';
import { localTelegramRoute } from '../stand-ins/telegram/local-telegram-page';
import { localInboxRoute } from '../stand-ins/email/local-inbox-page';
import { localPushInboxRoute } from '../stand-ins/push/local-push-inbox-page';
import { localPushServiceRoute } from '../stand-ins/push/local-push-service';
import { seedDemoAlerts } from '../demo/demo-alerts';
import { demoVixSnapshot } from '../demo/demo-vix';
import { startLocalRealtime, type LocalRealtime } from '../realtime/start-realtime';
import { startLocalRobot } from '../robot/local-robot';
import { startLocalNotifier } from '../notifier/local-notifier';
import type { Notifier } from '../../../notifier/src/notifier';
import type { Worker } from '../../../robot/src/worker';
import type { MarketSource } from '../../../robot/src/sources/source';

/** Everything `npm start` and the e2e tests run: store, local Functions host, local SWA front, notifier. */
export interface RuntimeOptions {
  rootDir: string;
  port: number;
  apiPort: number;
  devMiddleware?: FrontOptions['devMiddleware'];
  staticDir?: string;
  /** The robot on the demo source — 'live': backfill then rounds on the clock (npm start); 'prime': the backfill only; 'off'. */
  robot?: 'live' | 'prime' | 'off';
  /** Real-time beta: the local hub (unless Web PubSub is configured) and the robot's 1-second publisher. */
  realtime?: boolean;
  /** The robot's sources instead of the demo (tests: a local stand-in of a provider); each asset to its assigned one. */
  robotSources?: ReadonlyMap<string, MarketSource>;
  /** Local hub port (default REALTIME_HUB_PORT); 0 picks a free one. */
  realtimePort?: number;
  log?: (line: string) => void;
}

export interface Runtime {
  url: string;
  apiUrl: string;
  robot: Worker | null;
  /** Sends the queued Telegram messages and e-mails, as the deployed notifier does. */
  notifier: Notifier;
  realtime: LocalRealtime | null;
  close(): Promise<void>;
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
  const dropped = await dropOffGridSeries(store);
  if (dropped) log(`dropped ${dropped} series off the candle grid (the robot backfills them)`);
  await seedDemoUsers(store, now);
  await seedPromoEligible(store, now);
  await seedUndeliverableEmail(store, now);
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
      // The local push service: browsers here cannot reach their vendor's (see pushSubscribePath).
      localPushServiceRoute(),
      localPushInboxRoute(),
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
  const realtime = options.realtime
    ? await startLocalRealtime({ port: options.realtimePort ?? config().realtimeHubPort, log })
    : null;
  const notifier = await startLocalNotifier(store, log);
  const robot = await startLocalRobot({
    apiUrl: host.url,
    mode: options.robot ?? 'off',
    publisher: realtime?.publisher,
    sources: options.robotSources,
    log,
  });
  return {
    url: front.url,
    apiUrl: host.url,
    robot,
    notifier,
    realtime,
    close: async () => {
      await robot?.stop();
      await notifier.stop();
      await realtime?.close();
      await front.close();
      await host.close();
      await store.close();
      forgetStore();
    },
  };
}
