import { getStore } from '../../api/src/store/db';
import { users } from '../../api/src/store/users';
import { loginWithEmail, useE2E, VIEWPORTS } from './harness';

/**
 * Invisible characters pasted into the invoice address on /conta, at phone and desktop widths: the form says which
 * field holds them, in Portuguese, and saves nothing until the text is clean.
 */
jest.setTimeout(120_000);

const product = useE2E();

describe.each(VIEWPORTS)('at %s', (label, viewport) => {
  it('refuses a name with an RTL override and an address with a line separator, naming each field, then saves clean text', async () => {
    const { context, page } = await product().newPage(viewport);
    const userId = await loginWithEmail(page, `chars-${label.replace(' ', '')}@e2e.agulhadas.app`, '/conta');
    const form = page.locator('form.invoice-address');
    await form.getByRole('heading', { name: 'Endereço de cobrança' }).waitFor();
    const store = await getStore();
    const addressOf = async () => (await users(store).findOne({ _id: userId }))?.invoiceAddress;
    const before = await addressOf();

    await form.getByLabel('Nome').fill('Ana\u202eavlis');
    await form.getByLabel('Endereço').fill('Rua das Agulhas, 10\u2028apto 2');
    await form.getByLabel('Telefone').fill('(11) 91234-5678');
    await form.getByRole('button', { name: 'Salvar' }).click();
    const nameError = form.getByText('O nome contém caracteres não permitidos.');
    await nameError.waitFor();
    await form.getByText('O endereço contém caracteres não permitidos.').waitFor();
    expect(await form.locator('.field-error').count()).toBe(2);
    // The message sits inside the screen, beside its field, at both widths.
    const box = await nameError.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    expect(await addressOf()).toEqual(before);

    await form.getByLabel('Nome').fill('Ana Silva');
    await form.getByLabel('Endereço').fill('Rua das Agulhas, 10, apto 2');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByRole('status').getByText('Endereço salvo.').waitFor();
    expect(await addressOf()).toEqual({
      nome: 'Ana Silva',
      endereco: 'Rua das Agulhas, 10, apto 2',
      telefone: '(11) 91234-5678',
    });
    await context.close();
  });
});
