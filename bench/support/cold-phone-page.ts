import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export interface ColdPhonePage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/**
 * A 390 px phone signed in as the demo VIP, then throttled for the measured navigation: an empty cache, 4G (9 Mbit/s
 * down, 1.5 Mbit/s up, 150 ms round trip) and a 4× slower CPU. `beforeThrottle` runs on the signed-in page first
 * (to install page scripts). The caller closes the context.
 */
export async function coldPhonePage(
  browser: Browser,
  baseURL: string,
  beforeThrottle?: (page: Page) => Promise<void>,
): Promise<ColdPhonePage> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // Sign in on a light page first (unthrottled): the measured navigation is the dashboard alone.
  await page.goto(`/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent('/saiba-mais')}`);
  await page.getByRole('button', { name: /Entrar como Vítor VIP/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/saiba-mais'));
  await beforeThrottle?.(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (9_000_000 / 8) * 0.9,
    uploadThroughput: (1_500_000 / 8) * 0.9,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}
