import type { Page } from 'playwright-core';
import { assets } from '../../api/src/store/assets';
import { getStore } from '../../api/src/store/db';
import { userAssets, type UserAssetDoc } from '../../api/src/store/user-assets';
import { users } from '../../api/src/store/users';
import { localUserId } from '../../local/src/demo/demo-users';
import type { Reading } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { assetDoc, reading } from '../support/fixtures';
import { loginAs, startE2E, type E2E } from './harness';

jest.setTimeout(60_000);

function readingsOf(
  patches: Partial<Record<Timeframe, Partial<Reading>>>,
  at = new Date(),
): Partial<Record<Timeframe, Reading>> {
  const readings: Partial<Record<Timeframe, Reading>> = {};
  for (const [tf, patch] of Object.entries(patches) as Array<[Timeframe, Partial<Reading>]>)
    readings[tf] = reading(tf, { lastUpdate: at.toISOString(), preco: 12.5, ...patch });
  return readings;
}

async function arrange(asset: string, patches: Partial<Record<Timeframe, Partial<Reading>>>) {
  await assets(await getStore()).updateOne(
    { _id: asset },
    { $set: { readings: readingsOf(patches), preco: 12.5, lastUpdate: new Date().toISOString() } },
  );
}

const card = (page: Page, asset: string) => page.locator(`[data-asset="${asset}"]`);
const ANA = localUserId('assinante@demo.agulhadas.app');
const VITOR = localUserId('vip@demo.agulhadas.app');

describe('dashboard for subscribers and VIP', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await arrange('BMFBOVESPA:WIN1!', { D: { agulhado: 1 }, '60': {}, '15': { confirmacao: -1 } });
    // A 15-minute reading two hours old: its row fades.
    await assets(await getStore()).updateOne(
      { _id: 'BMFBOVESPA:WDO1!' },
      {
        $set: {
          readings: { ...readingsOf({ D: {} }), ...readingsOf({ '15': {} }, new Date(Date.now() - 2 * 3600_000)) },
          preco: 5.4,
          lastUpdate: new Date().toISOString(),
        },
      },
    );
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a subscriber’s fresh load asks for the list once (preloaded by the page), compact, and shows its readings', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Ana Assinante', '/assinatura');
    const lists: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/getAllAssets')) lists.push(new URL(request.url()).search);
    });
    const opened = await page.goto('/app/BMFBOVESPA/futures');
    // The page's own answer asks for the list (Link: rel=preload), and the app's fetch takes that download over.
    expect(opened?.headers().link).toBe(
      '</api/getAllAssets/?exchange=BMFBOVESPA&format=compact>; rel=preload; as=fetch; crossorigin',
    );
    const win = card(page, 'BMFBOVESPA:WIN1!');
    await win.locator('[data-timeframe="D"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(lists).toEqual(['?exchange=BMFBOVESPA&format=compact']);
    expect(await win.locator('.price').textContent()).toContain('12,5');
    await context.close();
  });

  it('Ana Assinante adds and deletes a comment', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Ana Assinante', '/app/BMFBOVESPA/futures');
    const win = card(page, 'BMFBOVESPA:WIN1!');
    await win.waitFor();
    expect(await page.locator('.house-ad').count()).toBe(0);
    // A stale row says so in words (its age), not by a fade.
    const staleRow = card(page, 'BMFBOVESPA:WDO1!').locator('[data-timeframe="15"]');
    expect(await staleRow.getAttribute('data-stale')).toBe('true');
    expect(await staleRow.locator('.stale-age').textContent()).toMatch(/há \d+ (min|h|d)$/);
    expect(await win.locator('[data-timeframe="15"]').getAttribute('data-stale')).toBeNull();
    await win.getByRole('button', { name: 'Comentários de BMFBOVESPA:WIN1!' }).click();
    const box = win.getByLabel('Comentário sobre BMFBOVESPA:WIN1!');
    expect(await box.getAttribute('rows')).toBe('1');
    await box.fill('linha 1\nlinha 2\nlinha 3\nlinha 4\nlinha 5\nlinha 6');
    expect(await box.getAttribute('rows')).toBe('5');
    await box.fill('<b>suporte</b> em 120 mil');
    await win.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await win.locator('.comments li').getByText('<b>suporte</b> em 120 mil').waitFor();
    expect(await win.locator('.comments b').count()).toBe(0);
    const stored = await users(await getStore()).findOne({ _id: ANA });
    expect(stored?.comments.map((c) => c.comment)).toEqual(['<b>suporte</b> em 120 mil']);
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await win.locator('.comments li').getByRole('button', { name: 'Excluir' }).click();
    await win.locator('.comments li').first().waitFor({ state: 'detached' });
    expect(asked).toBe('Excluir comentário?');
    expect((await users(await getStore()).findOne({ _id: ANA }))?.comments).toEqual([]);
    await win.getByRole('button', { name: 'Ver alertas de BMFBOVESPA:WIN1!' }).click();
    await win.getByText('0 alertas configurados').waitFor();
    await context.close();
  });

  it('Ana Assinante keeps favourites and syncs them with the cloud', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Ana Assinante', '/app/BMFBOVESPA/futures');
    await card(page, 'BMFBOVESPA:WIN1!').waitFor();
    await card(page, 'BMFBOVESPA:WIN1!')
      .getByRole('button', { name: 'Adicionar BMFBOVESPA:WIN1! aos favoritos' })
      .click();
    await page.getByText('a lista não é compartilhada entre navegadores/dispositivos', { exact: false }).waitFor();
    await card(page, 'BMFBOVESPA:WDO1!')
      .getByRole('button', { name: 'Adicionar BMFBOVESPA:WDO1! aos favoritos' })
      .click();
    await page.getByRole('button', { name: 'Sincronizar favoritos' }).click();
    const panel = page.getByRole('region', { name: 'Sincronizar favoritos' });
    await panel.getByText('Favoritos (nova)').waitFor();
    await panel.getByRole('button', { name: 'Confirmar na nuvem' }).click();
    await panel.getByText('Lista "Favoritos" salva na nuvem.').waitFor();
    const saved = await users(await getStore()).findOne({ _id: ANA });
    expect(saved?.favorites).toEqual([{ id: 1, name: 'Favoritos', assets: ['BMFBOVESPA:WIN1!', 'BMFBOVESPA:WDO1!'] }]);

    // Another browser: empty local list, copy the cloud list down.
    const other = await e2e.newPage();
    await loginAs(other.page, 'Ana Assinante', '/app/favoritos');
    await other.page.getByText('Nenhum ativo aqui.').waitFor();
    await other.page.getByRole('button', { name: 'Sincronizar favoritos' }).click();
    const otherPanel = other.page.getByRole('region', { name: 'Sincronizar favoritos' });
    await otherPanel.getByRole('button', { name: '← Copiar todos para este navegador' }).click();
    await otherPanel.getByRole('button', { name: 'Cancelar neste navegador' }).click();
    expect(await otherPanel.getByRole('button', { name: 'Confirmar neste navegador' }).count()).toBe(0);
    await otherPanel.getByRole('button', { name: 'Copiar BMFBOVESPA:WDO1! para este navegador' }).click();
    await otherPanel.getByRole('button', { name: 'Confirmar neste navegador' }).click();
    await card(other.page, 'BMFBOVESPA:WDO1!').waitFor();
    expect(await other.page.locator('.asset-card').count()).toBe(1);
    // The cloud list can also be shown as the favourites view.
    await other.page.getByLabel('Lista de favoritos exibida').selectOption({ label: 'Favoritos' });
    await card(other.page, 'BMFBOVESPA:WIN1!').waitFor();
    await other.context.close();
    await context.close();
  });

  it('Vítor VIP sees his key, webhook, own categories and deletes an own asset', async () => {
    const store = await getStore();
    const own = (asset: string, patch: Partial<UserAssetDoc> = {}): UserAssetDoc => ({
      ...assetDoc(asset, { free: false }),
      _id: `${VITOR}|${asset}`,
      userId: VITOR,
      ...patch,
    });
    await userAssets(store).insertMany([
      own('BMFBOVESPA:MEU3', { nome: 'Meu Ativo SA', preco: 10, readings: readingsOf({ D: { agulhado: 1 } }) }),
      own('BINANCE:MYCOINUSDT', { exchange: 'BINANCE', assetType: 'crypto', nome: 'Minha moeda' }),
    ]);
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Vítor VIP', '/appuser');
    await page.getByRole('heading', { name: 'Meus ativos' }).waitFor();
    await card(page, 'BMFBOVESPA:MEU3').waitFor();
    await card(page, 'BINANCE:MYCOINUSDT').waitFor();
    const key = (await users(store).findOne({ _id: VITOR }))?.userKey ?? '';
    expect(await page.getByTestId('user-key').textContent()).toBe(key);
    expect(await page.getByTestId('webhook-url').textContent()).toMatch(new RegExp(`/api/useralert\\?u=${key}$`));
    await page.getByRole('link', { name: 'Crypto' }).first().click();
    await page.waitForURL('**/appuser/BINANCE/crypto');
    await card(page, 'BINANCE:MYCOINUSDT').waitFor();
    expect(await card(page, 'BMFBOVESPA:MEU3').count()).toBe(0);
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await card(page, 'BINANCE:MYCOINUSDT').getByRole('button', { name: 'Excluir ativo' }).click();
    await page.getByText('Nenhum ativo aqui.').waitFor();
    expect(asked).toBe('Excluir ativo?');
    expect(await userAssets(store).countDocuments({ userId: VITOR })).toBe(1);
    await context.close();
  });

  it('the side menu reaches Meus ativos for VIP only', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Ana Assinante', '/app');
    await page.getByRole('heading', { name: 'Lista de ativos' }).waitFor();
    expect(await page.getByRole('link', { name: 'Meus ativos' }).count()).toBe(0);
    await context.close();
  });
});
