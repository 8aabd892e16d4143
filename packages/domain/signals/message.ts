import type { Reading, Signal } from '../reading';

/** The signal fields the message is made of (so a list reading, which carries them all, gives the same message). */
type MessageInput = Pick<
  Reading,
  | 'agulhado'
  | 'agulhado1'
  | 'agulhado2'
  | 'pontofalso'
  | 'confirmacao'
  | 'alerta'
  | 'tendenciaEntrante'
  | 'temTendencia'
  | 'mudoutendencia'
  | 'tendenciaAcelerante'
  | 'bbabriu'
  | 'bbfechou'
>;

/** The buy or the sell text: whole constant strings, nothing concatenated per reading. */
function bySide(signal: Signal, buy: string, sell: string): string {
  return signal === 1 ? buy : sell;
}

/**
 * The most notable event of the candle, in Portuguese; '' when nothing stands out.
 * Order: needle, recent needle, false point, confirmation, alert, trend start, ADX kick,
 * accelerating trend, Bollinger opening/closing.
 */
export function readingMessage(r: MessageInput): string {
  if (r.agulhado !== 0) return bySide(r.agulhado, 'Agulhada de compra', 'Agulhada de venda');
  if (r.agulhado1 !== 0)
    return bySide(r.agulhado1, 'Agulhada de compra no candle anterior', 'Agulhada de venda no candle anterior');
  if (r.agulhado2 !== 0) return bySide(r.agulhado2, 'Agulhada de compra recente', 'Agulhada de venda recente');
  if (r.pontofalso === -1) return 'Ponto falso de compra';
  if (r.pontofalso === 1) return 'Ponto falso de venda';
  if (r.confirmacao !== 0) return bySide(r.confirmacao, 'Confirmação de compra', 'Confirmação de venda');
  if (r.alerta !== 0) return bySide(r.alerta, 'Alerta de compra', 'Alerta de venda');
  if (r.tendenciaEntrante === 1)
    return bySide(r.temTendencia, 'Início de tendência de compra', 'Início de tendência de venda');
  if (r.mudoutendencia === 1) return 'ADX virou para baixo';
  if (r.tendenciaAcelerante)
    return bySide(r.temTendencia, 'Tendência de compra acelerando', 'Tendência de venda acelerando');
  if (r.bbabriu === 1) return 'Bollinger abrindo';
  if (r.bbfechou === 1) return 'Bollinger fechando';
  return '';
}
