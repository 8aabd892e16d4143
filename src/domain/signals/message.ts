import type { Reading, Signal } from '../reading';

type MessageInput = Omit<Reading, 'message'>;

function side(signal: Signal): string {
  return signal === 1 ? 'compra' : 'venda';
}

/**
 * The most notable event of the candle, in Portuguese; '' when nothing stands out.
 * Order: needle, recent needle, false point, confirmation, alert, trend start, ADX kick,
 * accelerating trend, Bollinger opening/closing.
 */
export function readingMessage(r: MessageInput): string {
  if (r.agulhado !== 0) return `Agulhada de ${side(r.agulhado)}`;
  if (r.agulhado1 !== 0) return `Agulhada de ${side(r.agulhado1)} no candle anterior`;
  if (r.agulhado2 !== 0) return `Agulhada de ${side(r.agulhado2)} recente`;
  if (r.pontofalso === -1) return 'Ponto falso de compra';
  if (r.pontofalso === 1) return 'Ponto falso de venda';
  if (r.confirmacao !== 0) return `Confirmação de ${side(r.confirmacao)}`;
  if (r.alerta !== 0) return `Alerta de ${side(r.alerta)}`;
  if (r.tendenciaEntrante === 1) return `Início de tendência de ${side(r.temTendencia)}`;
  if (r.mudoutendencia === 1) return 'ADX virou para baixo';
  if (r.tendenciaAcelerante) return `Tendência de ${side(r.temTendencia)} acelerando`;
  if (r.bbabriu === 1) return 'Bollinger abrindo';
  if (r.bbfechou === 1) return 'Bollinger fechando';
  return '';
}
