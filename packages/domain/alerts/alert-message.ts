import { MARKET_HOURS, type MarketHoursKey } from '../market-hours';
import { candleLabel } from '../presentation/candle-label';
import { formatPrice } from '../presentation/format';
import type { TickedAsset } from '../price-tick';
import type { Reading } from '../reading';
import { isTimeframe, TIMEFRAME_LABEL, type Timeframe } from '../timeframes';
import type { Alert } from './alert';
import { templateForRules } from './alert-templates';
import { describeRule } from './rule-labels';

/** 'BMFBOVESPA:PETR4' → 'PETR4'; the exchange prefix is noise in a phone notification. */
export function assetSymbol(asset: string): string {
  const colon = asset.lastIndexOf(':');
  return colon === -1 ? asset : asset.slice(colon + 1);
}

/** Which chart a notification is about, e.g. 'PETR4 (D)': the symbol and the timeframe as a reading row labels it. */
export function alertHeading(asset: string, timeframe: string): string {
  const label = isTimeframe(timeframe) ? TIMEFRAME_LABEL[timeframe] : timeframe;
  return `${assetSymbol(asset)} (${label})`;
}

/** What the alert is about: the user's message, else its template's title, else its rules spelled out. */
export function alertTitle(alert: Pick<Alert, 'message' | 'rules'>): string {
  const custom = alert.message.trim();
  if (custom) return custom;
  return templateForRules(alert.rules)?.title ?? alert.rules.map(describeRule).join(', ');
}

/**
 * The candle a daily or weekly alert fired on, by its trading day (' — candle de 27/11/2026', ' — candle da semana de
 * 23/11/2026'): such an alert often arrives after its market closed, at night in Brasília or the next morning, when
 * "today" is another day. An intraday alert arrives with its candle and says nothing more.
 */
function candleSuffix(asset: { marketHours?: MarketHoursKey }, timeframe: Timeframe, reading: Reading): string {
  const openMs = Date.parse(reading.lastUpdate);
  if ((timeframe !== 'D' && timeframe !== 'W') || Number.isNaN(openMs)) return '';
  const label = candleLabel(openMs, timeframe, MARKET_HOURS[asset.marketHours ?? 'ALWAYS']);
  return ` — candle ${timeframe === 'W' ? 'da' : 'de'} ${label}`;
}

/**
 * Notification text, e.g. 'PETR4 (D): Agulhada de compra — preço 38,42 — candle de 27/11/2026', the price with the
 * asset's digits ('EURUSD … 1,08123'), the candle named on daily and weekly alerts.
 */
export function alertMessage(
  asset: TickedAsset & { marketHours?: MarketHoursKey },
  timeframe: Timeframe,
  alert: Pick<Alert, 'message' | 'rules'>,
  reading: Reading,
): string {
  return `${alertHeading(asset.asset, timeframe)}: ${alertTitle(alert)} — preço ${formatPrice(reading.preco, asset)}${candleSuffix(asset, timeframe, reading)}`;
}

/**
 * A pre-close ('Avisar antes do fechamento') notification: the alert's text, that it comes before the close with
 * the minutes left, and how often such a needle held at the close (`holdLines`, from hold-rate-text.ts).
 */
export function preCloseAlertMessage(
  asset: TickedAsset,
  timeframe: Timeframe,
  alert: Pick<Alert, 'message' | 'rules'>,
  reading: Reading,
  minutesLeft: number,
  holdLines: readonly string[],
): string {
  const left = minutesLeft === 1 ? 'falta 1 minuto' : `faltam ${minutesLeft} minutos`;
  return [
    `${alertMessage(asset, timeframe, alert, reading)}`,
    `Aviso antes do fechamento: ${left} para o fechamento do candle, que ainda está em formação.`,
    ...holdLines,
  ].join('\n');
}
