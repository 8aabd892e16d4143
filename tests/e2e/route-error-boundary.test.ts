import type { Page } from 'playwright-core';
import { useE2E, VIEWPORTS } from './harness';

/**
 * A screen that throws while rendering shows an error in its place, not a blank page: the header, menu and footer
 * keep working, going to another route clears the error, and reloading brings the screen back. Each screen is made
 * to throw by a malformed API answer, as a broken or half-deployed server could send.
 */
jest.setTimeout(120_000);

const LIST = '/app/BMFBOVESPA/futures';
const CHART = '/grafico/BMFBOVESPA/WIN1!/D';
const e2e = useE2E();

/** The compact list as the server answers it, but every asset's name an object: a card cannot render it. */
async function answerListWithObjectNames(page: Page): Promise<void> {
  await page.route('**/api/getAllAssets/**', async (route) => {
    const answer = (await (await route.fetch()).json()) as { items: unknown[][] };
    const items = answer.items.map(([asset, nome, ...rest]) => [asset, { nome }, ...rest]);
    await route.fulfill({ json: { ...answer, items } });
  });
}

/** The site's header, side menu and footer are there around the error. */
async function expectLayout(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'Agulhadas — início' }).isVisible()).resolves.toBe(true);
  await expect(page.locator('footer').first().isVisible()).resolves.toBe(true);
  await expect(page.locator('aside.side').count()).resolves.toBe(1);
}

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it("a list that fails to render shows the lists' error screen inside the layout, and its reload brings the list back", async () => {
    const { context, page } = await e2e().newPage(viewport);
    await answerListWithObjectNames(page);
    await page.goto(LIST);
    const alert = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Ocorreu um erro', exact: true }) });
    await alert.waitFor();
    await expect(alert.getByText('Atualize a pagina ou reinicie o aplicativo.').isVisible()).resolves.toBe(true);
    await expect(alert.getByText('Verifique se você está cadastrado e logado.').isVisible()).resolves.toBe(true);
    await expectLayout(page);

    await page.unroute('**/api/getAllAssets/**');
    await alert.getByRole('button', { name: 'Recarregar' }).click();
    await page.locator('[data-asset="BMFBOVESPA:WIN1!"]').waitFor();
    await expect(page.getByRole('heading', { name: 'Ocorreu um erro', exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it("another screen that fails to render shows 'Ocorreu um erro.' with a reload link; the header's link and a reload both recover", async () => {
    const { context, page } = await e2e().newPage(viewport);
    // A chart answer without its fields.
    await page.route('**/api/getChart?**', (route) => route.fulfill({ json: {} }));
    await page.goto(CHART);
    const heading = page.getByRole('heading', { name: 'Ocorreu um erro.', exact: true });
    await heading.waitFor();
    const reload = page.getByRole('link', { name: 'Recarregar a página' });
    expect(await reload.getAttribute('href')).toBe(CHART);
    await expectLayout(page);

    // The header still navigates, and the next screen renders normally.
    await page.getByRole('link', { name: 'Agulhadas — início' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('heading', { name: 'As agulhadas do método Didi Aguiar em mais de 1200 ativos, a cada 15 minutos.' })
      .waitFor();
    await expect(heading.count()).resolves.toBe(0);

    // Back on the broken screen, the reload link loads it afresh once the server answers well.
    await page.goto(CHART);
    await heading.waitFor();
    await page.unroute('**/api/getChart?**');
    await reload.click();
    await page.getByRole('heading', { name: /BMFBOVESPA:WIN1!/ }).waitFor();
    await expect(heading.count()).resolves.toBe(0);
    await context.close();
  });
});
