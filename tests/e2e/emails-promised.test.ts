import { config } from '../../api/src/config';
import { shopOrderNumber } from '../../api/src/services/payments/shop-order-confirmation';
import { loginAs, loginWithEmail, rolesOf, startE2E, VIEWPORTS, type E2E } from './harness';

jest.setTimeout(90_000);

/** The e-mails the pages promise, read where a local run delivers them: the local inbox page. */
describe('e-mails the pages promise', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it.each(VIEWPORTS)(
    'a shop purchase through the local checkout sends its confirmation to the inbox, at %s',
    async (_label, viewport) => {
      const { context, page } = await e2e.newPage(viewport);
      await loginAs(page, 'Rita Registrada', '/lojinha');
      const mug = page.locator('[data-product="prod_local_caneca"]');
      await mug.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
      await page.getByText('1 item no carrinho').waitFor();
      await mug.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
      await page.getByText('2 itens no carrinho').waitFor();
      await page.getByTestId('cart-link').click();
      await page.getByRole('button', { name: 'Finalizar compra' }).click();
      await page.waitForURL(/\/local-checkout\/cs_local_/);
      const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
      await page.getByRole('button', { name: 'Pagar' }).click();
      await page.getByRole('heading', { name: 'Obrigado!' }).waitFor();
      await page
        .getByText(/enviaremos ao seu e-mail a confirmação com os itens, o total e o número do pedido/)
        .waitFor();

      await page.goto('/local-email');
      const mail = page.locator('article.email', {
        has: page.getByRole('heading', { name: `Pedido ${shopOrderNumber(sessionId)} confirmado — lojinha Agulhadas` }),
      });
      await mail.waitFor();
      const text = (await mail.locator('pre').textContent()) ?? '';
      expect(text).toContain(`pedido nº ${shopOrderNumber(sessionId)}`);
      expect(text).toContain('2 × Caneca Agulhada — R$ 119,80');
      expect(text).toContain('Total pago: R$ 119,80');
      expect(text).toContain('endereço de entrega informado no pagamento');
      await expect(mail.locator('.meta').textContent()).resolves.toMatch(
        /^Para registrado@demo\.agulhadas\.app · cópia oculta contato@agulhadas\.app/,
      );
      await context.close();
    },
  );

  it.each(VIEWPORTS)(
    "an admin's VIPCORRETORA grant is e-mailed, and the person, signed in, sees it on /conta, at %s",
    async (_label, viewport) => {
      const email = `corretora-${viewport.width}@e2e.agulhadas.app`;
      const expiresAt = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
      const granted = await fetch(`${e2e.runtime.url}/api/grantBrokerPlan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-key': config().adminKey },
        body: JSON.stringify({ email, action: 'grant', expiresAt, admin: 'e2e' }),
      });
      expect(granted.status).toBe(200);
      await expect(granted.json()).resolves.toMatchObject({ status: 'pending' });

      const { context, page } = await e2e.newPage(viewport);
      await page.goto('/local-email');
      const mail = page.locator('article.email', { hasText: `Para ${email}` });
      await mail.getByRole('heading', { name: 'Seu plano VIPCORRETORA no Agulhadas foi liberado' }).waitFor();
      const text = (await mail.locator('pre').textContent()) ?? '';
      expect(text).toContain(
        `liberada até ${expiresAt.slice(8, 10)}/${expiresAt.slice(5, 7)}/${expiresAt.slice(0, 4)}`,
      );
      expect(text).toContain('/assinou?content=corretora');

      await loginWithEmail(page, email, '/conta');
      await expect(rolesOf(page)).resolves.toEqual(expect.arrayContaining(['VIPCORRETORA']));
      await page.getByRole('heading', { name: 'Minha conta' }).waitFor();
      const card = page.locator('.subscription-card').first();
      await expect(card.locator('h3').textContent()).resolves.toBe('VIP Corretora');
      await expect(card.getByTestId('status').textContent()).resolves.toBe('ativa');
      await page.goto('/assinou?content=corretora');
      await page.getByText(/A sua assinatura é subsidiada pela corretora parceira/).waitFor();
      await context.close();
    },
  );
});
