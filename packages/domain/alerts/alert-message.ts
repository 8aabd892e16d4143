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

/** Notification text, e.g. 'PETR4 (D): Agulhada de compra — preço 38,42', the price with the asset's digits ('EURUSD … 1,08123'). */
export function alertMessage(asset: TickedAsset, timeframe: Timeframe, alert: Pick<Alert, 'message' | 'rules'>, reading: Reading): string {
  return `${alertHeading(asset.asset, timeframe)}: ${alertTitle(alert)} — preço ${formatPrice(reading.preco, asset)}`;
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
