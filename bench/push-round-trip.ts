// First: quiets the expected "test mode" warnings of @azure/functions outside the Azure host.
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { overrideConfig } from '../api/src/config';
import { alerts } from '../api/src/store/alerts';
import { getStore } from '../api/src/store/db';
import { localUserId } from '../local/src/demo/demo-users';
import { startRuntime } from '../local/src/runtime/runtime';
import { alertRoundTrip, registrationId, type RoundTrip } from '../tests/support/push-round-trip';
import { createAgulhadaAlert } from '../tests/support/page-alerts';
import { launchChromium } from './support/built-product';

/**
 * An alert's way to a phone, locally, as `npm start` runs it: the robot's ingest call fires Ana's agulhada alert on
 * PETR4 (D); the in-process notifier encrypts and sends it to the local push service; the decrypted message is then
 * handed to the subscribed browser's service worker (ServiceWorker.deliverPushMessage: a headless browser's own
 * subscription cannot be reached from the local service), which shows the notification. Each segment's min, median
 * and max over BENCH_RUNS alerts (default 12, at least 10), beside its goal. The alerts are spaced beyond the user's
 * pace of one message a second, so each one measures the way of a lone alert.
 */
const RUNS = Math.max(10, Number(process.env.BENCH_RUNS ?? 12));
const ANA = localUserId('assinante@demo.agulhadas.app');
const PETR4 = 'BMFBOVESPA:PETR4';
const PACE_GAP_MS = 1200;

/**
 * Goals: the notifier looks at its queues every half second when idle, so a message should leave within a second of
 * the alert; a notification should show within a frame or so of the message reaching the service worker.
 */
const SEGMENTS: Array<{ label: string; of: (trip: RoundTrip) => number; goalMs: number }> = [
  {
    label: 'ingest call answered (alert fired, messages queued)',
    of: (trip) => trip.answered - trip.fired,
    goalMs: 1000,
  },
  { label: 'alert fired → message at the local push service', of: (trip) => trip.received - trip.fired, goalMs: 1000 },
  {
    label: 'message handed to the service worker → notification shown',
    of: (trip) => trip.shown - trip.delivered,
    goalMs: 100,
  },
];

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

export async function run(): Promise<void> {
  const dist = process.env.E2E_DIST ?? path.join(process.cwd(), 'dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`Client not built in ${dist}: run \`npx vite build\``);
  overrideConfig({ dataDir: '' });
  const runtime = await startRuntime({ rootDir: process.cwd(), port: 0, apiPort: 0, staticDir: dist });
  const browser = await launchChromium();
  try {
    const store = await getStore();
    await pushSubscriptions(store).deleteMany({ userId: ANA });
    const context = await browser.newContext({
      baseURL: runtime.url,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    await context.grantPermissions(['notifications']);
    const page = await context.newPage();
    await page.goto(`/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent('/dispositivos')}`);
    await page.getByRole('button', { name: /Entrar como Ana Assinante/ }).click();
    const section = page.getByRole('region', { name: 'Notificações no aparelho' });
    await section.getByRole('button', { name: 'Receber alertas neste aparelho' }).click();
    await section.getByText('Este aparelho vai receber os alertas.').waitFor();
    const subscription = await pushSubscriptions(store).findOne({ userId: ANA });
    if (!subscription) throw new Error('the browser did not subscribe');
    const cdp = await context.newCDPSession(page);
    const setup = {
      apiUrl: runtime.apiUrl,
      store,
      page,
      cdp,
      registrationId: await registrationId(cdp, `${new URL(page.url()).origin}/`),
      deviceId: subscription.endpoint.split('/').pop()!,
    };
    const trips: RoundTrip[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Alerts a little more than a second apart: one a second is each user's pace, which would otherwise be measured.
      await page.waitForTimeout(PACE_GAP_MS);
      // A fresh alert each time: an alert fires once per candle of its timeframe.
      await alerts(store).deleteMany({ userId: ANA, asset: PETR4 });
      const created = await createAgulhadaAlert(page, PETR4, 'Agulhada de compra');
      if (created !== 200) throw new Error(`userAlerts answered ${created}`);
      trips.push(await alertRoundTrip(setup, PETR4, 38 + i / 100));
    }
    console.log(
      `web push round trip, local (in-process notifier, local push service, headless Chromium), ${RUNS} alerts:`,
    );
    console.log('  segment                                                       min · median · max          goal');
    for (const segment of SEGMENTS) {
      const values = sorted(trips.map(segment.of));
      const [min, median, max] = [values[0]!, values[Math.floor(values.length / 2)]!, values.at(-1)!];
      const verdict = median <= segment.goalMs ? 'ok' : 'MISSED';
      console.log(
        `  ${segment.label.padEnd(60)}  ${`${min} · ${median} · ${max} ms`.padEnd(24)}  < ${segment.goalMs} ms (median) ${verdict}`,
      );
    }
    const shown = trips.at(-1)!.notification;
    console.log(`  last notification shown: '${shown.title}' — '${shown.body}'`);
  } finally {
    await browser.close();
    await runtime.close();
  }
}

if (process.argv[1] !== undefined && /bench[\\/]push-round-trip\.ts$/.test(process.argv[1]))
  await run().then(() => process.exit(0));
