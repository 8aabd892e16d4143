import type { Page } from 'playwright-core';
import type { Audience } from './a11y-routes';

/** A screen in a state a plain visit does not reach: a dialog or editor open, every panel on, prices ticking. */
export interface A11yState {
  name: string;
  audience: Audience;
  url: string;
  /** Brings the loaded page to the state. */
  open(page: Page): Promise<void>;
}

/** The asset whose chart is audited with candles (its daily series is seeded: tests/e2e/chart-candles-seed.ts). */
export const CHART_ASSET = 'BMFBOVESPA:WIN1!';

/** Assets the /rt state subscribes (stored as the page stores them), one trading round the clock. */
export const RT_SYMBOLS = ['BMFBOVESPA:PETR4', 'BINANCE:BTCUSDT'];

/** /rt connected with the given symbols subscribed, once their prices show. */
export async function connectRealtime(page: Page, symbols: readonly string[] = RT_SYMBOLS): Promise<void> {
  await page.evaluate((stored) => localStorage.setItem('subscribedSymbols', JSON.stringify(stored)), symbols);
  await page.reload();
  const toggle = page.locator('button.rt-toggle');
  await toggle.waitFor();
  if ((await toggle.innerText()) !== 'ON') await toggle.click();
  await page.locator('button.rt-toggle.on').waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (count) =>
      [...document.querySelectorAll('[data-testid="rt-price"]')].filter((price) => price.textContent !== '—').length >=
      count,
    symbols.length,
    { timeout: 45_000, polling: 250 },
  );
}

/** The plan checkout dialog: the VIP card's one-off tab, its first duration. */
export async function openCheckoutDialog(page: Page): Promise<void> {
  const vip = page.locator('[data-plan="vip"]');
  await vip.getByRole('tab', { name: 'Único' }).click();
  await vip.locator('[role="tabpanel"] button').first().click();
  await page.getByRole('dialog').getByText('Confirmar assinatura').waitFor();
}

export const A11Y_STATES: A11yState[] = [
  { name: 'the plan checkout dialog open', audience: 'Rita Registrada', url: '/assinatura', open: openCheckoutDialog },
  {
    name: "'Meus alertas' editing an alert (modal)",
    audience: 'Vítor VIP',
    url: '/alertas',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Editar alerta/ })
        .first()
        .click();
      await page.getByRole('dialog').locator('form.alert-form').waitFor();
    },
  },
  {
    name: "the card's alert editor open on a new alert",
    audience: 'Vítor VIP',
    url: '/app',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Ver alertas de/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Novo alerta' }).first().click();
      await page.locator('[data-asset] form.alert-form').first().waitFor();
    },
  },
  {
    name: 'the chart with every indicator panel on and its data table open',
    audience: 'Vítor VIP',
    url: '/grafico/BMFBOVESPA/WIN1!/D',
    open: async (page) => {
      for (const panel of ['Estocástico', 'TRIX']) await page.getByRole('checkbox', { name: panel }).check();
      await page.locator('.chart-data-table summary').click();
      await page.locator('.didi-chart canvas').first().waitFor();
    },
  },
  { name: '/rt connected, prices ticking', audience: 'Vítor VIP', url: '/rt', open: (page) => connectRealtime(page) },
];
