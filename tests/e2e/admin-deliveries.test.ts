import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { queueEmail } from '../../api/src/services/email/queue-email';
import { getStore } from '../../api/src/store/db';
import { DEMO_UNDELIVERABLE_EMAIL } from '../../local/src/demo/seed';
import { loginAs, useE2E, VIEWPORTS } from './harness';

/**
 * Entregas in the back office: the queues, the robot's last round and the failed e-mails. The e-mails fail on the
 * notifier's real path (the local inbox refuses the reserved `.invalid` domain with an SMTP 550); once they have
 * failed the notifier is stopped, so an e-mail sent back to the queue stays there for the test to see.
 */
jest.setTimeout(180_000);

const e2e = useE2E();
const SHOTS = process.env.ADMIN_SHOTS_DIR;
const addressFor = (width: number) => `ex-aluno-${width}@escola-fechada.invalid`;

async function failedStatus(to: string): Promise<string | undefined> {
  return (await outboxEmails(await getStore()).findOne({ to }))?.status;
}

beforeAll(async () => {
  const store = await getStore();
  for (const [, viewport] of VIEWPORTS) {
    const to = addressFor(viewport.width);
    await queueEmail(
      store,
      {
        template: 'promo30-invitation',
        about: `e2e:${to}`,
        to,
        name: 'Ex-aluno',
        userId: '',
        data: { nome: 'Ex-aluno', fim: '01/12/2026', link: 'https://x' },
      },
      new Date(),
    );
  }
  const watched = [DEMO_UNDELIVERABLE_EMAIL, ...VIEWPORTS.map(([, viewport]) => addressFor(viewport.width))];
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const states = await Promise.all(watched.map(failedStatus));
    if (states.every((state) => state === 'failed')) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(await Promise.all(watched.map(failedStatus))).toEqual(watched.map(() => 'failed'));
  await e2e().runtime.notifier.stop();
});

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('the demo admin sees the queues and a failed e-mail with its SMTP refusal, resends it, and finds the action in Registro', async () => {
    const to = addressFor(viewport.width);
    const { context, page } = await e2e().newPage(viewport);
    await loginAs(page, 'Alice Admin', '/admin');
    await page.getByRole('link', { name: 'Entregas', exact: true }).click();
    await page.getByRole('heading', { name: 'Entregas', level: 2 }).waitFor();
    const queues = page.getByRole('table', { name: 'Filas de envio' });
    for (const channel of ['Telegram', 'Push', 'E-mail']) await queues.getByText(channel, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Última rodada do robô' }).waitFor();

    const failed = page.getByRole('table', { name: 'E-mails com falha' });
    const row = failed.getByRole('row').filter({ hasText: to });
    await row.waitFor();
    await row.getByText(`550 5.1.2 <${to}>: Recipient address rejected: Domain not found`).waitFor();
    await failed.getByRole('row').filter({ hasText: DEMO_UNDELIVERABLE_EMAIL }).waitFor();
    const box = await page.locator('main').boundingBox();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
    expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/entregas-${viewport.width}.png`, fullPage: true });

    await row.getByRole('button', { name: `Reenviar e-mail para ${to}` }).click();
    await page.getByText(`E-mail para ${to} de volta à fila de envio.`).waitFor();
    await failed.getByRole('row').filter({ hasText: to }).waitFor({ state: 'detached' });
    expect(await failedStatus(to)).toBe('pending');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/entregas-reenviado-${viewport.width}.png`, fullPage: true });

    await page.getByRole('link', { name: 'Registro', exact: true }).click();
    const entry = page.getByRole('row').filter({ hasText: 'E-mail reenviado' }).filter({ hasText: to });
    await entry.waitFor();
    await entry.getByText('situação: falhou → pendente', { exact: false }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/registro-reenvio-${viewport.width}.png`, fullPage: true });
    await context.close();
  });
});
