import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { overrideConfig } from '../../api/src/config';
import { localUserId } from '../../local/src/demo/demo-users';
import { installLocalClock, machineNow } from '../../local/src/runtime/local-clock';
import { startRuntime, type Runtime, type RuntimeOptions } from '../../local/src/runtime/runtime';

/**
 * Starts the whole product as `npm start` does (in-memory store, local host, local SWA front)
 * but serving the built client, and drives it with Debian's headless Chromium.
 */
export const CHROMIUM = '/usr/bin/chromium';

/** The two widths a screen is checked at: a phone and a desktop (for `describe.each` / `it.each`). */
export const VIEWPORTS = [
  ['390 px', { width: 390, height: 844 }],
  ['1280 px', { width: 1280, height: 900 }],
] as const;
const ROOT = path.resolve(__dirname, '../..');

export interface E2E {
  runtime: Runtime;
  browser: Browser;
  /** A browser context whose pages read the product's clock (pt-BR and São Paulo time unless `options` say otherwise). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A fresh context (pt-BR, São Paulo time); with a viewport under 500 px wide, a phone (touch, mobile). */
  newPage(viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/**
 * Runs in each page before its own scripts: the page's `Date` reads the machine's clock moved by `offsetMs`, as the
 * product's does (local/src/runtime/local-clock.ts); timers stay the browser's own.
 */
function movePageClock(offsetMs: number): void {
  const machineDate = Date;
  const now = () => machineDate.now() + offsetMs;
  globalThis.Date = new Proxy(machineDate, {
    construct: (target, args: unknown[], newTarget: NewableFunction) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new machineDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
}

/**
 * Pages read the clock the product runs on (tests/support/setup-clock.ts): the same offset from the machine's clock,
 * so the page's `Date` starts at the product's now and moves on in real time. A test that drives the page's timers
 * installs Playwright's clock on top (`page.clock.install({ time: Date.now() })`).
 */
export async function contextOnProductClock(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  await onProductClock(context);
  return context;
}

/** Puts a context made elsewhere (a persistent profile) on the product's clock. */
export async function onProductClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(movePageClock, Date.now() - machineNow());
}

/**
 * Real time (local hub and 1-second feed) and the demo robot's first captures are off unless asked for. `clock`
 * moves the product's clock (and the pages') to another instant before it starts.
 */
export async function startE2E(
  options: Pick<RuntimeOptions, 'realtime' | 'robot' | 'robotSources' | 'log'> & {
    dataDir?: string;
    clock?: number;
  } = {},
): Promise<E2E> {
  if (!existsSync(CHROMIUM)) throw new Error('Chromium not found at /usr/bin/chromium: apt-get install -y chromium');
  // E2E_DIST lets parallel work build the client into its own folder.
  const dist = process.env.E2E_DIST ?? path.join(ROOT, 'dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`Client not built in ${dist}: run \`npx vite build\` (npm test does it)`);
  // In memory unless a test keeps a data folder (restarts).
  overrideConfig({ dataDir: options.dataDir ?? '' });
  if (options.realtime) overrideConfig({ webPubSubConnectionString: '' });
  if (options.clock !== undefined) installLocalClock(options.clock);
  const { dataDir: _dataDir, clock: _clock, ...runtimeOptions } = options;
  const runtime = await startRuntime({
    rootDir: ROOT,
    port: 0,
    apiPort: 0,
    staticDir: dist,
    ...runtimeOptions,
    realtimePort: 0,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const newContext = (contextOptions: BrowserContextOptions = {}) =>
    contextOnProductClock(browser, { baseURL: runtime.url, ...contextOptions });
  return {
    runtime,
    browser,
    newContext,
    newPage: async (viewport) => {
      const phone = viewport !== undefined && viewport.width < 500;
      const context = await newContext(viewport ? { viewport, isMobile: phone, hasTouch: phone } : {});
      return { context, page: await context.newPage() };
    },
    close: async () => {
      await browser.close();
      await runtime.close();
    },
  };
}

/** Signs in through the local Kinde emulation page as one of the demo users. */
export async function loginAs(page: Page, name: string, redirect = '/app'): Promise<void> {
  await page.goto(`/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent(redirect)}`);
  await page.getByRole('button', { name: new RegExp(`Entrar como ${name}`) }).click();
  await page.waitForURL((url) => url.pathname.startsWith(redirect));
}

/** Signs in with the local login page's "other account" form (a fresh Registered user on its first sign-in); answers the user's id. */
export async function loginWithEmail(page: Page, email: string, redirect: string): Promise<string> {
  await page.goto(`/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent(redirect)}`);
  await page.locator('form.custom input[name=email]').fill(email);
  await page.locator('form.custom button').click();
  await page.waitForURL((url) => url.pathname === redirect.split('?')[0]);
  return localUserId(email);
}

/** The roles the signed-in session carries (what SWA's rolesSource answered at sign-in). */
export async function rolesOf(page: Page): Promise<string[]> {
  const me = await page.evaluate(() => fetch('/.auth/me').then((r) => r.json()));
  return me.clientPrincipal?.userRoles ?? [];
}

/** Starts the product once for a test file and stops it after; tests read it through the returned getter. */
export function useE2E(options: Parameters<typeof startE2E>[0] = {}): () => E2E {
  let e2e: E2E | undefined;
  beforeAll(async () => {
    e2e = await startE2E(options);
  });
  afterAll(async () => {
    await e2e?.close();
  });
  return () => {
    if (!e2e) throw new Error('the product has not started');
    return e2e;
  };
}

/**
 * Telegram messages and e-mails leave through the notifier a moment after a request queued them: reloads `page` (a
 * local Telegram chat, the local inbox) until `shown` is there, for 20 s at most.
 */
export async function reloadUntilShown(page: Page, shown: Locator): Promise<void> {
  for (const deadline = Date.now() + 20_000; (await shown.count()) === 0 && Date.now() < deadline;) {
    await page.waitForTimeout(300);
    await page.reload();
  }
  await shown.first().waitFor({ timeout: 5_000 });
}
