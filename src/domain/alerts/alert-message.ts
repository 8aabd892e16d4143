import type { Reading } from '../reading';
import { TIMEFRAME_LABEL, type Timeframe } from '../timeframes';
import type { Alert } from './alert';
import { templateForRules } from './alert-templates';
import { describeRule } from './rule-labels';

// Formatters are costly to build and a round may format thousands of messages.
const PRICE_SMALL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const PRICE = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 38,42 · 1.234,50 · 1,0853: up to 4 decimals under 10 so forex and cheap crypto keep their meaningful digits. */
export function formatPrice(price: number): string {
  return (Math.abs(price) < 10 ? PRICE_SMALL : PRICE).format(price);
}

/** 'BMFBOVESPA:PETR4' → 'PETR4'; the exchange prefix is noise in a phone notification. */
export function assetSymbol(asset: string): string {
  const colon = asset.lastIndexOf(':');
  return colon === -1 ? asset : asset.slice(colon + 1);
}

/** What the alert is about: the user's message, else its template's title, else its rules spelled out. */
export function alertTitle(alert: Pick<Alert, 'message' | 'rules'>): string {
  const custom = alert.message.trim();
  if (custom) return custom;
  return templateForRules(alert.rules)?.title ?? alert.rules.map(describeRule).join(', ');
}

/** Notification text, e.g. 'PETR4 (D): Agulhada de compra — preço 38,42'. */
export function alertMessage(asset: string, timeframe: Timeframe, alert: Pick<Alert, 'message' | 'rules'>, reading: Reading): string {
  return `${assetSymbol(asset)} (${TIMEFRAME_LABEL[timeframe]}): ${alertTitle(alert)} — preço ${formatPrice(reading.preco)}`;
}
