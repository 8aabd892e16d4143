import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { localUserId } from '../../local/src/demo/demo-users';
import { getStore } from '../../api/src/store/db';
import { outboxEmails, type OutboxEmailDoc } from '@agulhadas/delivery/queue/outbox-emails';
import { loginAs, reloadUntilShown, startE2E, type E2E } from './harness';

async function waitForOutbox(filter: Record<string, unknown>): Promise<OutboxEmailDoc> {
  const store = await getStore();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const doc = await outboxEmails(store).findOne(filter);
    if (doc) return doc;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no outbox e-mail matching ${JSON.stringify(filter)}`);
}

describe('/corretoras', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('lists seven partner brokers in three markets with steps and risk warnings, without buttons when signed out', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/corretoras');
    await page.getByRole('heading', { name: 'Corretoras parceiras' }).waitFor();
    // The partners come from the site configuration, after the page.
    await page.locator('.broker-card').first().waitFor();
    expect(await page.locator('.broker-card').count()).toBe(7);
    for (const market of [
      'Forex e CFDs',
      'Criptomoedas',
      'B3 (bolsa brasileira)',
      'Como abrir a sua conta',
      'Avisos de risco',
    ]) {
      expect(await page.getByRole('heading', { name: market }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: /Abrir conta/ }).count()).toBe(0);
    await context.close();
  });

  it('signed in, a broker button e-mails the user (read on the local inbox) and opens the broker link', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Ana Assinante');
    await page.goto('/corretoras');
    const button = page.getByRole('button', { name: 'Abrir conta na XM' });
    await button.waitFor();
    expect(await page.getByRole('button', { name: /^Abrir conta na / }).count()).toBe(7);
    // The broker's site is outside this sandbox: answer the new tab locally.
    await context.route('https://www.xm.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>XM</title>' }),
    );
    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe('https://www.xm.com/register?ref=agulhadas');
    const userId = localUserId('assinante@demo.agulhadas.app');
    const doc = await waitForOutbox({ userId, 'data.corretora': 'XM' });
    expect(doc).toMatchObject({
      template: 'Corretora',
      to: 'assinante@demo.agulhadas.app',
      subject: 'Abertura de conta na XM',
      name: 'Ana Assinante',
      data: {
        email: 'assinante@demo.agulhadas.app',
        userId,
        nome: 'Ana Assinante',
        corretora: 'XM',
        link: 'https://www.xm.com/register?ref=agulhadas',
      },
    });
    expect(doc.data.mudanca).toMatch(/mudança do seu parceiro/);
    // Locally nothing leaves the machine: the e-mail is delivered to the local inbox page, as the user would read it.
    await page.goto('/local-email');
    const email = page.locator(`[data-email="${doc._id}"]`);
    await reloadUntilShown(page, email.filter({ hasText: 'entregue' }));
    await email.getByRole('heading', { name: 'Abertura de conta na XM' }).waitFor();
    expect(await email.innerText()).toContain('Para assinante@demo.agulhadas.app');
    expect(await email.innerText()).toContain('Link de abertura da conta: https://www.xm.com/register?ref=agulhadas');
    expect(await email.innerText()).toContain('entregue');
    await context.close();
  });
});
