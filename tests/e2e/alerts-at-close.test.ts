import { config } from '../../api/src/config';
import { localUserId } from '../../local/src/demo/demo-users';
import { alerts } from '../../api/src/store/alerts';
import { getStore } from '../../api/src/store/db';
import { users } from '../../api/src/store/users';
import { localChatIdOf } from '../../local/src/stand-ins/telegram/local-chat-id';
import { ALERT_TEMPLATES } from '@agulhadas/domain/alerts/alert-templates';
import { evaluateAlert } from '@agulhadas/domain/alerts/evaluate-alert';
import { formatPrice } from '@agulhadas/domain/presentation/format';
import type { Candle } from '@agulhadas/domain/reading';
import { QUARTER, seriesWithSignal } from '../support/signal-series';
import { loginAs, reloadUntilShown, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * A trader switches on the 'Agulhada de compra' template on BTC's 15-minute candles (close-only by default), the robot
 * sends the needle candle while it forms (nothing fires), then, at the quarter hour, the robot's usual item: the
 * candle that just closed and the next one, forming. The alert fires on the closed candle: on /notificacoes and in
 * the local Telegram chat.
 */
const BTC = 'BINANCE:BTCUSDT';
const ANA = localUserId('assinante@demo.agulhadas.app');
const ANA_CHAT = localChatIdOf(ANA);
const HISTORY = 80;
const template = ALERT_TEMPLATES.find((one) => one.id === 'agulhadaCompra')!;

describe.each(VIEWPORTS)('a close-only alert from the Agulhada template fires at the close (%s)', (_name, viewport) => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    const store = await getStore();
    // The demo users' alerts on BTC's 15 minutes would fire on the same candles: this test counts only its own.
    await alerts(store).deleteMany({ asset: BTC, timeframe: '15' });
    await users(store).updateOne({ _id: ANA }, { $set: { telegram: { id: ANA_CHAT, active: true } } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const ingest = async (candles: Candle[]) => {
    const answer = await fetch(`${e2e.runtime.apiUrl}/api/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-robot-key': config().robotKey },
      body: JSON.stringify({ items: [{ asset: BTC, timeframe: '15', candles }] }),
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as { alertsFired: number; results: Array<{ status: string }> };
  };

  it('switches the template on, stays quiet on the forming needle and notifies once at its close', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/templates');
    await page.getByLabel('Ativo').fill(BTC);
    await page.getByLabel('Tempo gráfico').selectOption('15');
    const toggle = page.getByRole('switch', { name: `${template.title} em ${BTC} (15)`, exact: true });
    await page.waitForFunction(() => !document.querySelector('[role="switch"]')?.hasAttribute('disabled'));
    await toggle.click();
    await page.locator(`[data-template="${template.id}"]`).getByText('Ligado').waitFor();
    expect(
      await alerts(await getStore())
        .find({ userId: ANA, asset: BTC, timeframe: '15' })
        .toArray(),
    ).toMatchObject([{ rules: template.rules, closeOnly: true, active: true }]);

    // The needle candle is the quarter that just ended; the next one is forming now.
    const current = Math.floor(Date.now() / QUARTER) * QUARTER;
    const { candles } = seriesWithSignal(
      HISTORY,
      [1],
      (reading) => evaluateAlert({ rules: template.rules }, reading),
      current - (HISTORY - 1) * QUARTER,
    );
    const needle = candles[HISTORY - 2]!;
    // A round while the needle candle formed: the robot says it has not closed.
    const forming = await ingest([...candles.slice(0, HISTORY - 2), { ...needle, closed: false }]);
    expect(forming.results[0]?.status).toBe('stored');
    expect(forming.alertsFired).toBe(0);
    // The quarter-hour round: [closed, forming].
    expect((await ingest([needle, candles[HISTORY - 1]!])).alertsFired).toBe(1);

    const text = `BTCUSDT (15): ${template.title} — preço ${formatPrice(needle.close, { asset: BTC, assetType: 'crypto' })}`;
    await page
      .getByRole('navigation', { name: 'Alertas e Notificações' })
      .getByRole('link', { name: 'Notificações' })
      .click();
    await page.getByRole('heading', { name: 'Últimas 100 notificações' }).waitFor();
    await page.locator('.notification', { hasText: text }).waitFor();
    expect(await page.locator('.notification', { hasText: 'BTCUSDT (15)' }).count()).toBe(1);

    await page.goto('/local-telegram');
    await reloadUntilShown(page, page.locator('.msg', { hasText: text }).getByRole('link', { name: 'Ver leituras' }));
    expect(await page.locator('.msg', { hasText: 'BTCUSDT (15)' }).count()).toBe(1);
    await context.close();
  });
});
