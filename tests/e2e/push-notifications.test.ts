import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { PushPayload } from '@agulhadas/domain/push/push-device';
import { getStore } from '../../api/src/store/db';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { localUserId } from '../../local/src/demo/demo-users';
import { alerts } from '../../api/src/store/alerts';
import { localPushDevices, localPushMessages } from '../../local/src/stand-ins/push/local-push-store';
import { alertRoundTrip, pushToWorker, registrationId } from '../support/push-round-trip';
import { createAgulhadaAlert } from '../support/page-alerts';
import { CHROMIUM, loginAs, onProductClock, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * The installable app and its notifications in headless Chromium: the installability check passes, the service
 * worker shows a push message delivered through the DevTools protocol, and /dispositivos subscribes the browser
 * (to the local push service, in local mode), lists it, receives an alert the robot fired (sent by the in-process
 * notifier to the local push service, then handed to the service worker, since a headless browser's own
 * subscription cannot be reached from there) and removes it.
 */
jest.setTimeout(120_000);

const ANA = localUserId('assinante@demo.agulhadas.app');
const PETR4 = 'BMFBOVESPA:PETR4';
const ALERT: PushPayload = {
  title: 'PETR4 (D): Agulhada de compra',
  body: 'Médias 3, 8 e 20 cruzadas para cima.',
  url: '/grafico/BMFBOVESPA/PETR4/D',
};
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/**
 * A browser profile on disk: Chromium reports every site as not installable in an incognito context (what
 * browser.newContext gives), so the installed-app checks use a profile of their own.
 */
async function profileContext(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'agulhadas-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    baseURL: e2e.runtime.url,
    locale: 'pt-BR',
    viewport: VIEWPORTS[1][1],
  });
  await onProductClock(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens a page of the site and waits for its service worker to be activated: `ready` resolves while it may still be
 * activating, and a push message delivered then can be lost.
 */
async function withServiceWorker(context: BrowserContext, page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  expect(context.serviceWorkers().length).toBeGreaterThan(0);
}

describe('the installable app', () => {
  it("passes Chromium's installability check, with the manifest and the service worker served fresh", async () => {
    const { context, page, close } = await profileContext();
    await withServiceWorker(context, page);
    const cdp = await context.newCDPSession(page);
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Agulhadas',
      display: 'standalone',
      start_url: '/app',
    });

    const served = await page.evaluate(async () => {
      const head = async (path: string) => {
        const answer = await fetch(path, { cache: 'no-store' });
        return {
          status: answer.status,
          type: answer.headers.get('content-type'),
          cache: answer.headers.get('cache-control'),
        };
      };
      return {
        manifest: await head('/manifest.webmanifest'),
        worker: await head('/sw.js'),
        icon: await head('/icons/icon-512.png'),
        apple: await head('/apple-touch-icon.png'),
      };
    });
    expect(served.manifest).toEqual({ status: 200, type: 'application/manifest+json', cache: 'no-cache' });
    expect(served.worker).toEqual({ status: 200, type: 'text/javascript; charset=utf-8', cache: 'no-cache' });
    expect(served.icon).toMatchObject({ status: 200, type: 'image/png' });
    expect(served.apple).toMatchObject({ status: 200, type: 'image/png' });
    await close();
  });

  it('shows a push message delivered to the service worker as a notification leading to the chart', async () => {
    const { context, page, close } = await profileContext();
    await context.grantPermissions(['notifications']);
    await withServiceWorker(context, page);
    const cdp = await context.newCDPSession(page);
    const origin = new URL(page.url()).origin;
    const id = await registrationId(cdp, `${origin}/`);
    const target = { origin, registrationId: id };
    const {
      delivered,
      shown: [shown],
    } = await pushToWorker(page, cdp, target, ALERT, (all) => all.length >= 1);
    console.log(`push delivered through DevTools → notification shown: ${Date.now() - delivered} ms`);
    expect(shown).toEqual({ title: ALERT.title, body: ALERT.body, data: { url: ALERT.url }, tag: ALERT.url });
    // A message pointing elsewhere never makes a notification that leaves the site.
    const { shown: both } = await pushToWorker(
      page,
      cdp,
      target,
      { ...ALERT, title: 'Outro', url: 'https://example.com/' },
      (all) => all.length >= 2,
    );
    expect(both.map((notification) => (notification.data as { url: string }).url).sort()).toEqual(['/app', ALERT.url]);
    await close();
  });
});

describe.each(VIEWPORTS)('/dispositivos at %s', (label, viewport) => {
  it('subscribes this browser, lists it, shows an alert the robot fired as a notification, and removes it', async () => {
    const store = await getStore();
    await pushSubscriptions(store).deleteMany({ userId: ANA });
    await localPushMessages(store).deleteMany({});
    const { context, page } = await e2e.newPage(viewport);
    await context.grantPermissions(['notifications']);
    await loginAs(page, 'Ana Assinante', '/dispositivos');
    const section = page.getByRole('region', { name: 'Notificações no aparelho' });
    await section.getByText('Nenhum aparelho recebe notificações.').waitFor();
    await section.getByRole('button', { name: 'Receber alertas neste aparelho' }).click();
    await section.getByText('Este aparelho vai receber os alertas.').waitFor();
    const devices = section.getByRole('list', { name: 'Aparelhos que recebem os alertas' });
    await expect(devices.getByRole('listitem').count()).resolves.toBe(1);
    expect(await devices.textContent()).toContain('Chrome no Linux');
    // Subscribing again keeps one device per browser.
    await section.getByRole('button', { name: 'Receber alertas neste aparelho' }).click();
    await section.getByText('Este aparelho vai receber os alertas.').waitFor();
    const [subscription, ...others] = await pushSubscriptions(store).find({ userId: ANA }).toArray();
    expect(subscription && others.length === 0).toBe(true);
    if (!subscription) return;
    const deviceId = subscription.endpoint.split('/').pop()!;
    expect(await localPushDevices(store).findOne({ _id: deviceId })).not.toBeNull();

    // Ana's agulhada alert on PETR4 (D), made as the alert editor makes it.
    await alerts(store).deleteMany({ userId: ANA, asset: PETR4 });
    expect(await createAgulhadaAlert(page, PETR4, 'Agulhada de compra')).toBe(200);

    // The robot sends a needle: the notifier sends the alert to the local push service, which shows it decrypted.
    const cdp = await context.newCDPSession(page);
    const origin = new URL(page.url()).origin;
    const trip = await alertRoundTrip(
      {
        apiUrl: e2e.runtime.apiUrl,
        store,
        page,
        cdp,
        registrationId: await registrationId(cdp, `${origin}/`),
        deviceId,
      },
      PETR4,
      38.42,
    );
    console.log(
      `${label}: ingest called → message at the local push service ${trip.received - trip.fired} ms; deliverPushMessage → notification shown ${trip.shown - trip.delivered} ms`,
    );
    // The round trip's daily candle opens now: a B3 day is the UTC date it opens on.
    const today = new Date(trip.fired);
    const day = `${String(today.getUTCDate()).padStart(2, '0')}/${String(today.getUTCMonth() + 1).padStart(2, '0')}/${today.getUTCFullYear()}`;
    const body = `Agulhada de compra — preço 38,42 — candle de ${day}`;
    expect(trip.payload).toEqual({ title: 'PETR4 (D)', body, url: '/grafico/BMFBOVESPA/PETR4/D' });
    expect(trip.notification).toEqual({
      title: 'PETR4 (D)',
      body,
      data: { url: '/grafico/BMFBOVESPA/PETR4/D' },
      tag: '/grafico/BMFBOVESPA/PETR4/D',
    });
    const inbox = await context.newPage();
    await inbox.goto('/local-push');
    const shown = inbox.locator('article.push', { hasText: body });
    await shown.getByRole('heading', { name: 'PETR4 (D)' }).waitFor();
    expect(await shown.getByRole('link', { name: '/grafico/BMFBOVESPA/PETR4/D' }).count()).toBe(1);

    await section.getByRole('button', { name: 'Remover Chrome no Linux' }).click();
    await section.getByText('Nenhum aparelho recebe notificações.').waitFor();
    expect(await pushSubscriptions(store).countDocuments({ userId: ANA })).toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
});
