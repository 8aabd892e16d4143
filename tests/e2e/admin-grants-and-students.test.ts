import { getStore } from '../../api/src/store/db';
import { ensureUser } from '../../api/src/identity/ensure-user';
import { promoEligible } from '../../api/src/store/promo-eligible';
import { localUserId } from '../../local/src/demo/demo-users';
import { loginAs, loginWithEmail, rolesOf, useE2E, VIEWPORTS } from './harness';

/** The back office's Planos concedidos and Alunos do curso (VIP30), as the demo admin, at a desktop and a phone width. */
jest.setTimeout(180_000);

const e2e = useE2E();
const SHOTS = process.env.ADMIN_SHOTS_DIR;

/** A day a few months ahead (the grant must end in the future, whatever day the test runs). */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('grants VIPCORRETORA to a user (listed, and the user has it at sign-in), then removes it (gone)', async () => {
    const w = viewport.width;
    const broker = `corretora-${w}@e2e.agulhadas.app`;
    await ensureUser(
      await getStore(),
      { userId: localUserId(broker), email: broker, name: 'Cora Corretora' },
      new Date(),
    );

    const { context, page } = await e2e().newPage(viewport);
    page.on('dialog', (dialog) => void dialog.accept());
    await loginAs(page, 'Alice Admin', '/admin');
    await page.getByRole('link', { name: 'Planos concedidos' }).click();
    await page.getByRole('heading', { name: 'Planos concedidos' }).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(broker);
    await page.getByLabel('Corretora parceira').fill('Corretora Parceira Demo');
    await page.getByLabel('Válido até').fill(dayAhead(90));
    await page.getByRole('button', { name: 'Conceder' }).click();
    await page.getByText('Plano VIPCORRETORA concedido. A pessoa foi avisada por e-mail.').waitFor();
    const row = page.getByRole('row').filter({ hasText: broker });
    await row.waitFor();
    expect(await row.textContent()).toContain('Ativo');
    expect(await row.textContent()).toContain('admin@demo.agulhadas.app');
    expect(await row.textContent()).toContain('Corretora Parceira Demo');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/planos-concedidos-${w}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);

    const grantee = await e2e().newPage(viewport);
    await loginWithEmail(grantee.page, broker, '/conta');
    expect(await rolesOf(grantee.page)).toContain('VIPCORRETORA');
    await grantee.context.close();

    await page.getByRole('button', { name: `Remover plano de ${broker}` }).click();
    await page.getByText('Plano VIPCORRETORA removido. O acesso terminou agora.').waitFor();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('previews and imports a course list; the listed user is offered the 30-day promo and takes it', async () => {
    const w = viewport.width;
    const student = `aluno-${w}@e2e.agulhadas.app`;
    const present = `ja-na-lista-${w}@e2e.agulhadas.app`;
    await promoEligible(await getStore()).updateOne(
      { _id: present },
      { $set: { codigo: '30days' }, $setOnInsert: { addedAt: new Date().toISOString() } },
      { upsert: true },
    );

    const { context, page } = await e2e().newPage(viewport);
    page.on('dialog', (dialog) => void dialog.accept());
    await loginAs(page, 'Alice Admin', '/admin');
    await page.getByRole('link', { name: 'Alunos do curso (VIP30)' }).click();
    await page.getByRole('heading', { name: 'Alunos do curso (VIP30)' }).waitFor();
    await page
      .getByLabel('Lista de e-mails')
      .fill(['email,nome', `${student},Aluno`, `${present},Já`, 'sem-arroba.com'].join('\n'));
    await page.getByRole('button', { name: 'Ver prévia' }).click();
    await page.getByText('Prévia: 1 novo, 1 já na lista, 1 inválido.').waitFor();
    expect(await page.getByRole('list', { name: 'E-mails inválidos' }).textContent()).toBe('sem-arroba.com');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/alunos-vip30-previa-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Importar' }).click();
    await page.getByText('1 e-mail importado.').waitFor();
    await page.getByLabel('Buscar e-mail').fill(`aluno-${w}@`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.getByRole('row').filter({ hasText: student });
    await row.waitFor();
    expect(await row.textContent()).toContain('Não utilizada');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/alunos-vip30-${w}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);

    // The student, signed in, is offered the promo on its page and takes it.
    const user = await e2e().newPage(viewport);
    await loginWithEmail(user.page, student, '/30dias');
    await user.page.waitForFunction(
      (email) => document.querySelector<HTMLInputElement>('input[name="email"]')?.value === email,
      student,
    );
    await user.page.getByRole('button', { name: 'Verificar' }).click();
    await user.page.getByRole('dialog').getByRole('heading', { name: 'Parabéns!' }).waitFor();
    await user.page.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
    await user.page.locator('form.custom input[name=email]').fill(student);
    await user.page.locator('form.custom button').click();
    await user.page.waitForURL((url) => url.pathname === '/assinou');
    expect(await rolesOf(user.page)).toContain('VIP30');
    await user.context.close();

    await page.reload();
    await page.getByLabel('Buscar e-mail').fill(`aluno-${w}@`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('row').filter({ hasText: student }).filter({ hasText: 'Já utilizada' }).waitFor();
    await page.getByRole('button', { name: `Remover ${student}` }).click();
    await page.getByText('E-mail removido da lista da promoção.').waitFor();
    await page.getByText('Nenhum e-mail encontrado.').waitFor();
    await context.close();
  });
});
