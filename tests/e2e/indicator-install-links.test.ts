import type { Page } from 'playwright-core';
import { loginAs, useE2E, VIEWPORTS } from './harness';

/**
 * A VIP reaches the TradingView indicator's install steps from the VIP plan card and from the menu: the section opens
 * by itself, in view, and says which alert trigger to pick (the bar close).
 */
jest.setTimeout(120_000);

const product = useE2E();

async function expectInstallStepsOpen(page: Page) {
  await page.waitForURL('**/appuser#indicador-tradingview');
  const section = page.locator('details#indicador-tradingview');
  await section.waitFor();
  await page.waitForFunction(
    () => (document.getElementById('indicador-tradingview') as HTMLDetailsElement | null)?.open === true,
  );
  const steps = await section.innerText();
  expect(steps).toContain('Uma vez por barra fechada');
  expect(steps).toContain('Once Per Bar Close');
  expect(steps).toContain('Alertas na barra em formação');
  await section.getByText('Uma vez por barra fechada').first().waitFor({ state: 'visible' });
  // In view, its title clear of the sticky header.
  await page.waitForFunction(() => {
    const summary = document.querySelector('#indicador-tradingview summary')!.getBoundingClientRect();
    const header = document.querySelector('.app-header')!.getBoundingClientRect();
    return summary.top >= header.bottom && summary.bottom <= window.innerHeight;
  });
}

describe.each(VIEWPORTS)('the indicator install steps at %s', (_label, viewport) => {
  it('from the VIP plan card', async () => {
    const { context, page } = await product().newPage(viewport);
    await loginAs(page, 'Vítor VIP', '/assinatura');
    await page
      .locator('.plan-card[data-plan="vip"]')
      .getByRole('link', { name: 'Indicador para plataforma de gráficos' })
      .click();
    await expectInstallStepsOpen(page);
    await page.screenshot({ path: `/tmp/shots/needles2/install-from-plan-${viewport.width}.png` });
    await context.close();
  });

  it('from the menu', async () => {
    const { context, page } = await product().newPage(viewport);
    await loginAs(page, 'Vítor VIP', '/assinatura');
    // Up to 800 px the menu hides behind the header button.
    if (viewport.width <= 800) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Indicador TradingView' })
      .click();
    await expectInstallStepsOpen(page);
    await context.close();
  });
});
