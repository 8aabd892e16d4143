import { localUserId } from '../../local/src/demo/demo-users';
import { runAlertsAfterIngest } from '../../api/src/alerts/run-alerts';
import { alerts } from '../../api/src/store/alerts';
import { assets } from '../../api/src/store/assets';
import { getStore } from '../../api/src/store/db';
import { holdRateId, holdRates } from '../../api/src/store/hold-rates';
import { meta } from '../../api/src/store/meta';
import { notifications } from '../../api/src/store/notifications';
import { users } from '../../api/src/store/users';
import { localChatIdOf } from '../../local/src/stand-ins/telegram/local-chat-id';
import { candleCloseTime, isTradingDate, MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { reading } from '../support/fixtures';
import { loginAs, reloadUntilShown, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * A trader sets 'Avisar antes do fechamento' 15 minutes on PETR4's daily candles: the editor quotes how often such a
 * needle held at the close on this market (the demo market, which it says), the saved list names the lead, and the
 * engine's message at 17:45 São Paulo (its clock injected) reaches the notifications and the local Telegram chat.
 */
jest.setTimeout(120_000);

const PETR4 = 'BMFBOVESPA:PETR4';
const ANA = localUserId('assinante@demo.agulhadas.app');
const ANA_CHAT = localChatIdOf(ANA);
const SHOTS = '/tmp/shots/preclose';
const RATE = 'Nos últimos 48 casos deste tempo gráfico, a agulhada se manteve no fechamento em 65\u00a0%.';
let e2e: E2E;

/** The last B3 trading day before today (the injected clock's), 00:00 UTC: a B3 daily candle's open. */
function lastTradingDay(): number {
  const b3 = MARKET_HOURS.B3;
  let day = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000;
  while (!isTradingDate(b3, day + 12 * 3_600_000)) day -= 86_400_000;
  return day;
}

beforeAll(async () => {
  e2e = await startE2E();
  const store = await getStore();
  const market = (await assets(store).findOne({ _id: PETR4 }))?.marketHours ?? 'ALWAYS';
  // Today's refresh counts as done, so the figure arranged here is the one shown.
  await meta(store).updateOne(
    { _id: 'hold-rates' },
    { $set: { updatedAt: new Date().toISOString(), version: 1 } },
    { upsert: true },
  );
  await holdRates(store).updateOne(
    { _id: holdRateId(market, 'D', 15) },
    {
      $set: {
        market,
        timeframe: 'D',
        minutes: 15,
        cases: 48,
        held: 31,
        demo: true,
        computedAt: new Date().toISOString(),
      },
    },
    { upsert: true },
  );
  await users(store).updateOne({ _id: ANA }, { $set: { telegram: { id: ANA_CHAT, active: true } } });
});
afterAll(async () => {
  await e2e?.close();
});

describe.each(VIEWPORTS)('pre-close alert (%s)', (name, viewport) => {
  it('is set in the editor with its hold rate, listed with its lead, and its message says it comes before the close', async () => {
    const store = await getStore();
    await alerts(store).deleteMany({ userId: ANA, asset: PETR4 });
    await notifications(store).deleteMany({ userId: ANA });
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/app/BMFBOVESPA');
    await page.getByLabel('Buscar ativo').fill('PETR4');
    const card = page.locator(`[data-asset="${PETR4}"]`);
    await card.getByRole('button', { name: `Ver alertas de ${PETR4}` }).click();
    await card.getByRole('button', { name: 'Novo alerta' }).click();
    const form = card.getByRole('form', { name: 'Novo alerta' });
    await form.getByRole('combobox', { name: /^Tempo gráfico/ }).selectOption('D');
    await form.getByLabel('Modelo').selectOption({ label: 'Só agulhada de compra' });
    const lead = form.getByLabel('Avisar antes do fechamento');
    expect(await lead.locator('option').allTextContents()).toEqual([
      'Não avisar antes',
      '5 minutos antes',
      '15 minutos antes',
      '30 minutos antes',
    ]);
    await lead.selectOption({ label: '15 minutos antes' });
    const rate = form.getByTestId('pre-close-rate');
    await rate.getByText(RATE, { exact: false }).waitFor();
    expect(await rate.textContent()).toContain('Calculado sobre o mercado de demonstração.');
    expect(await rate.textContent()).toContain('Desempenho passado não garante resultado futuro.');
    const box = await rate.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await card.screenshot({ path: `${SHOTS}/editor-${name}.png` });

    await form.getByRole('button', { name: 'Salvar alerta' }).click();
    await card.getByText('1 alerta configurado').waitFor();
    await card.getByText(/Avisar 15 minutos antes do fechamento/).waitFor();
    const [saved] = await alerts(store).find({ userId: ANA, asset: PETR4 }).toArray();
    expect(saved).toMatchObject({ timeframe: 'D', preCloseMinutes: 15, rules: [{ name: 'agulhada', value: 1 }] });
    await card.screenshot({ path: `${SHOTS}/saved-list-${name}.png` });

    // The engine at 17:45 São Paulo of a trading day, on the forming daily candle showing the needle.
    const open = lastTradingDay();
    const forming = reading('D', {
      agulhado: 1,
      fechado: false,
      lastUpdate: new Date(open).toISOString(),
      preco: 38.42,
    });
    const petr = (await assets(store).findOne({ _id: PETR4 }))!;
    const hours = MARKET_HOURS[petr.marketHours ?? 'ALWAYS'];
    expect(hours.kind).toBe('sessions');
    // 15 minutes before the session's close as B3's calendar has it that day (17:45 São Paulo), plus a round's lag.
    const fifteenBefore = candleCloseTime(open, 'D', hours) - 15 * 60_000 + 20_000;
    const fired = await runAlertsAfterIngest(
      store,
      `e2e-${name}`,
      [{ asset: PETR4, timeframe: 'D', reading: forming, closed: [] }],
      [petr],
      new Date(fifteenBefore),
    );
    expect(fired).toBe(1);

    await page.goto('/notificacoes');
    const note = page.locator('.notification', { hasText: 'Aviso antes do fechamento' });
    await note.waitFor();
    expect(await note.textContent()).toContain('faltam 15 minutos');
    expect(await note.textContent()).toContain(RATE);
    await note.screenshot({ path: `${SHOTS}/notification-${name}.png` });

    await page.goto('/local-telegram');
    const message = page.locator('.msg', { hasText: 'Aviso antes do fechamento' });
    await reloadUntilShown(page, message.first());
    await message.last().screenshot({ path: `${SHOTS}/telegram-${name}.png` });
    await context.close();
  });
});
