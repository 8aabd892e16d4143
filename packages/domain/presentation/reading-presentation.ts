import type { ListReading } from '../list-reading';
import type { Signal } from '../reading';

/** Colour family of a signal: buy, sell or nothing to say. */
export type Tone = 'buy' | 'sell' | 'neutral';

export function toneOf(signal: number): Tone {
  return signal > 0 ? 'buy' : signal < 0 ? 'sell' : 'neutral';
}

export type BollingerLight = 'closed' | 'open' | 'parallel';

export const BOLLINGER_LABEL: Record<BollingerLight, string> = {
  closed: 'Bollinger fechado',
  open: 'Bollinger aberto',
  parallel: 'Bollinger paralelo',
};

/** Bollinger light: -1 closed, 1 open, anything else parallel. */
export function bollingerLight(status: number): BollingerLight {
  return status === -1 ? 'closed' : status === 1 ? 'open' : 'parallel';
}

export type DidiLetter = 'F' | 'C' | 'A' | 'A1' | 'A2' | '';

export const DIDI_LETTER_TITLE: Record<Exclude<DidiLetter, ''>, string> = {
  F: 'Ponto falso',
  C: 'Confirmação',
  A: 'Alerta',
  A1: 'Alerta (variante 1)',
  A2: 'Alerta (variante 2)',
};

export const AGULHADA_SIDE: Record<Exclude<Tone, 'neutral'>, string> = { buy: 'compra', sell: 'venda' };

export interface DidiPresentation {
  tone: Tone;
  letter: DidiLetter;
  /** What the box says: 'Agulhada' when the reading has one, else the letter, else 'Didi'. */
  text: string;
  /** Under `text`, the agulhada's side ('compra' or 'venda'); null otherwise. */
  side: string | null;
  title: string;
  /** Directions of the short and long Didi averages, only when they disagree (never beside an agulhada). */
  arrows: { short: 'up' | 'down'; long: 'up' | 'down' } | null;
}

const didiSignals = (r: ListReading): Signal[] => [r.confirmacao, r.alerta, r.alerta1, r.alerta2];

/**
 * Didi box. Colour: buy if confirmation or any alert is 1 or the short Didi is above zero,
 * sell if any is -1 or the short Didi is below; a false point overrides both (-1 buy, 1 sell) and its
 * letter F wins over C, A, A1 and A2. An agulhada is the Didi averages opening in order, the strongest thing the
 * box can say: it then names the agulhada and, under it, its side, in the side's colour, instead of a letter and
 * arrows that would contradict the row's highlight.
 */
export function didiPresentation(r: ListReading): DidiPresentation {
  const signals = didiSignals(r);
  let tone: Tone = 'neutral';
  if (signals.includes(1) || r.didiCurta > 0) tone = 'buy';
  else if (signals.includes(-1) || r.didiCurta < 0) tone = 'sell';
  let letter: DidiLetter = '';
  if (r.pontofalso !== 0) {
    tone = r.pontofalso === -1 ? 'buy' : 'sell';
    letter = 'F';
  } else if (r.confirmacao !== 0) letter = 'C';
  else if (r.alerta !== 0) letter = 'A';
  else if (r.alerta1 !== 0) letter = 'A1';
  else if (r.alerta2 !== 0) letter = 'A2';
  const agulhada = toneOf(r.agulhado);
  if (agulhada !== 'neutral')
    return {
      tone: agulhada,
      letter,
      text: 'Agulhada',
      side: AGULHADA_SIDE[agulhada],
      title: `Agulhada de ${AGULHADA_SIDE[agulhada]}`,
      arrows: null,
    };
  const disagree = r.didiCurta !== 0 && r.didiLonga !== 0 && Math.sign(r.didiCurta) !== Math.sign(r.didiLonga);
  const arrows = disagree
    ? {
        short: r.didiCurta > 0 ? ('up' as const) : ('down' as const),
        long: r.didiLonga > 0 ? ('up' as const) : ('down' as const),
      }
    : null;
  return {
    tone,
    letter,
    text: letter || 'Didi',
    side: null,
    title: letter ? DIDI_LETTER_TITLE[letter] : 'Didi',
    arrows,
  };
}

export const TREND_BAR_HEIGHT_PX = 28;
/** ADX at which the trend bar is full: above 40 the trend is strong whatever the exact figure. */
const ADX_FULL = 40;

export interface TrendBar {
  tone: Tone;
  /** Filled height in px, 0..TREND_BAR_HEIGHT_PX, proportional to the current ADX. */
  fillPx: number;
  accelerating: boolean;
}

export function trendBar(r: ListReading): TrendBar {
  // The ADX as the card writes it (one decimal), so the bar and its title agree and the compact list draws the same bar.
  const adx = Number((Array.isArray(r.adx) ? r.adx[0] : Number(r.adx)).toFixed(1));
  const ratio = Number.isFinite(adx) ? Math.min(Math.max(adx / ADX_FULL, 0), 1) : 0;
  return {
    tone: toneOf(r.temTendencia),
    fillPx: Math.round(ratio * TREND_BAR_HEIGHT_PX),
    accelerating: r.tendenciaAcelerante,
  };
}

/** The agulhada of this reading, if any: its direction drives the row highlight. */
export function agulhadaTone(r: ListReading): Tone {
  return toneOf(r.agulhado);
}

export function hasAgulhada(readings: Partial<Record<string, ListReading>>): boolean {
  return Object.values(readings).some((r) => r !== undefined && r.agulhado !== 0);
}

/** A reading on a candle still forming is shown as such (its signals can still vanish at the close). */
export const FORMING_LABEL = 'em formação';
export const FORMING_TITLE = 'Candle em formação: os sinais ainda podem mudar até o fechamento.';

/** Readings that do not say (stored before the flag existed) count as closed. */
export const isForming = (reading: { fechado?: boolean }): boolean => reading.fechado === false;
