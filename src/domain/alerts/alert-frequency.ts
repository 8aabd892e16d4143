import { z } from 'zod';

/** '15' every 15 minutes, 'tf' once per candle of the alert's timeframe, 'once' a single time (spec 02 §4). */
export const ALERT_FREQUENCIES = ['15', 'tf', 'once'] as const;
export const DEFAULT_ALERT_FREQUENCY = 'tf';

export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES, { error: 'Frequência inválida.' });
export type AlertFrequency = z.infer<typeof alertFrequencySchema>;

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  '15': 'A cada 15 minutos',
  tf: 'Uma vez por candle do tempo gráfico',
  once: 'Só uma vez',
};

/** The close-only flag beside the frequency (issue 12 §3). */
export const CLOSE_ONLY_LABEL = 'Só no fechamento do candle';
export const CLOSE_ONLY_HINT = 'Avisa só quando o candle do tempo gráfico fechar, uma vez por candle: um sinal no candle em formação pode sumir até o fechamento.';
