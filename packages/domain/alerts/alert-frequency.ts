/** '15' every 15 minutes, 'tf' once per candle of the alert's timeframe, 'once' a single time. */
export const ALERT_FREQUENCIES = ['15', 'tf', 'once'] as const;
export const DEFAULT_ALERT_FREQUENCY = 'tf';
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * A stored or chosen frequency the screens can trust. A plain check rather than the schema (alert-config-schema.ts):
 * the dashboard's options read it, and zod would otherwise ship in the dashboard's first script.
 */
export const isAlertFrequency = (value: unknown): value is AlertFrequency =>
  (ALERT_FREQUENCIES as readonly unknown[]).includes(value);

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  '15': 'A cada 15 minutos',
  tf: 'Uma vez por candle do tempo gráfico',
  once: 'Só uma vez',
};

/** The close-only flag beside the frequency. */
export const CLOSE_ONLY_LABEL = 'Só no fechamento do candle';
export const CLOSE_ONLY_HINT =
  'Avisa só quando o candle do tempo gráfico fechar, uma vez por candle: um sinal no candle em formação pode sumir até o fechamento.';
