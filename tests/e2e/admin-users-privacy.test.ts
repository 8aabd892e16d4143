import { getStore } from '../../api/src/store/db';
import { ensureUser } from '../../api/src/identity/ensure-user';
import { users } from '../../api/src/store/users';
import { localUserId } from '../../local/src/demo/demo-users';
import { loginAs, loginWithEmail, useE2E, VIEWPORTS } from './harness';

/** Usuários and Fila de espera in the back office, and a person downloading their data and deleting the account. */
jest.setTimeout(180_000);

const e2e = useE2E();
const SHOTS = process.env.ADMIN_SHOTS_DIR;

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('the demo admin finds a user by the start of the e-mail, unlinks Telegram and sees it unlinked; the waiting list shows and exports', async () => {
    const w = viewport.width;
    const email = `suporte-${w}@e2e.agulhadas.app`;
    const userId = localUserId(email);
    await ensureUser(await getStore(), { userId, email, name: 'Sara Suporte' }, new Date());
    await users(await getStore()).updateOne({ _id: userId }, { $set: { telegram: { id: `55${w}`, active: true } } });

    const { context, page } = await e2e().newPage(viewport);
    page.on('dialog', (dialog) => void dialog.accept());
    await loginAs(page, 'Alice Admin', '/admin');
    await page.getByRole('link', { name: 'Usuários', exact: true }).click();
    await page.getByLabel('Início do e-mail').fill(`SUPORTE-${w}`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: new RegExp(email) }).click();
    await page.getByRole('heading', { name: email }).waitFor();
    await page.getByText('conectado', { exact: false }).first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/usuarios-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Desconectar Telegram' }).click();
    await page.getByText('Telegram desconectado. O chat foi avisado.').waitFor();
    await page.getByText('não conectado').waitFor();
    expect(await page.getByRole('button', { name: 'Desconectar Telegram' }).count()).toBe(0);
    expect((await users(await getStore()).findOne({ _id: userId }))?.telegram).toBeNull();

    await page.getByRole('link', { name: 'Fila de espera', exact: true }).click();
    await page.getByRole('heading', { name: 'Fila de espera' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fila-${w}.png`, fullPage: true });
    await context.close();
  });

  it('a person downloads their data, deletes the account after typing EXCLUIR, and signing in again finds none of the old data', async () => {
    const w = viewport.width;
    const email = `sai-${w}@e2e.agulhadas.app`;
    const { context, page } = await e2e().newPage(viewport);
    await loginWithEmail(page, email, '/conta');
    const userId = localUserId(email);
    await page.getByRole('heading', { name: 'Seus dados' }).waitFor();
    await users(await getStore()).updateOne(
      { _id: userId },
      {
        $set: {
          comments: [{ id: 'c1', asset: 'PETR4', comment: 'Minha nota antiga', date: new Date().toISOString() }],
        },
      },
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('meus-dados-agulhadas.json');
    const file = JSON.parse(
      await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')),
    ) as {
      conta: { email: string };
      comentarios: Array<{ comment: string }>;
    };
    expect(file.conta.email).toBe(email);
    expect(file.comentarios.map((item) => item.comment)).toEqual(['Minha nota antiga']);

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page
      .getByText('Os registros de pagamento (assinaturas, faturas e pedidos) ficam guardados', { exact: false })
      .waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/conta-excluir-${w}.png`, fullPage: true });
    const confirm = page.getByRole('button', { name: 'Excluir definitivamente' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
    await confirm.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/conta'));
    expect(await users(await getStore()).countDocuments({ _id: userId })).toBe(0);

    await loginWithEmail(page, email, '/conta');
    await page.getByRole('heading', { name: 'Seus dados' }).waitFor();
    expect((await users(await getStore()).findOne({ _id: userId }))?.comments ?? []).toEqual([]);
    await context.close();
  });
});
