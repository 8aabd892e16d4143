import { loginAs, startE2E, type E2E } from './harness';

describe('sign in and see the asset list', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('an anonymous visitor sees free assets and locked ones with a star', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/app/BMFBOVESPA');
    await page.locator('[data-asset="BMFBOVESPA:ABEV3"]').first().waitFor();
    await expect(page.getByText('Entrar').first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('a subscriber logs in through the local Kinde page and sees the list unlocked', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Ana Assinante', '/app/BMFBOVESPA');
    await page.locator('[data-asset="BMFBOVESPA:ABEV3"]').first().waitFor();
    await expect(page.getByRole('link', { name: 'Sair' }).first().isVisible()).resolves.toBe(true);
    const me = await page.evaluate(() => fetch('/.auth/me').then((r) => r.json()));
    expect(me.clientPrincipal.userRoles).toEqual(expect.arrayContaining(['Registered', 'Assinante']));
    await context.close();
  });

  it('unknown routes show the 404 page', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/nao-existe');
    await page.getByRole('heading', { name: 'Página inexistente' }).waitFor();
    await context.close();
  });
});
