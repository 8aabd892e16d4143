import type { MarkedSignal } from './marked-signal';

interface SignalNames {
  buy: string;
  sell: string;
  plural: { buy: string; sell: string };
  /** Grammatical gender: 'último alerta', 'última agulhada'. */
  masculine: boolean;
}

/** Names of the marked signals as the cards write them (signals/message.ts). Ponto falso −1 is the false buy. */
const NAMES: Record<MarkedSignal, SignalNames> = {
  agulhado: {
    buy: 'Agulhada de compra',
    sell: 'Agulhada de venda',
    plural: { buy: 'agulhadas de compra', sell: 'agulhadas de venda' },
    masculine: false,
  },
  alerta: {
    buy: 'Alerta de compra',
    sell: 'Alerta de venda',
    plural: { buy: 'alertas de compra', sell: 'alertas de venda' },
    masculine: true,
  },
  confirmacao: {
    buy: 'Confirmação de compra',
    sell: 'Confirmação de venda',
    plural: { buy: 'confirmações de compra', sell: 'confirmações de venda' },
    masculine: false,
  },
  pontofalso: {
    buy: 'Ponto falso de venda',
    sell: 'Ponto falso de compra',
    plural: { buy: 'pontos falsos de venda', sell: 'pontos falsos de compra' },
    masculine: true,
  },
};

/** 'Agulhada de compra', …; `side` as in the reading (ponto falso 1 is 'Ponto falso de venda', bullish). */
export function signalLabel(kind: MarkedSignal, side: 1 | -1): string {
  return side === 1 ? NAMES[kind].buy : NAMES[kind].sell;
}

/** 'última agulhada de compra' / 'últimos 3 alertas de venda': how many the summary covers, always said. */
export function lastSignalsLabel(kind: MarkedSignal, side: 1 | -1, count: number): string {
  const names = NAMES[kind];
  if (count === 1) return `${names.masculine ? 'último' : 'última'} ${signalLabel(kind, side).toLowerCase()}`;
  return `${names.masculine ? 'últimos' : 'últimas'} ${count} ${side === 1 ? names.plural.buy : names.plural.sell}`;
}
