/** The real-time dashboard's texts, verbatim. */
export const REALTIME_TEXTS = {
  title: 'Tempo real',
  connecting: 'Conectando...',
  on: 'ON',
  off: 'OFF',
  websocketError: 'WebSocket error occurred',
  connectError: (message: string) => `Erro ao conectar: ${message}`,
  noConnection: 'Sem conexão',
  defaultServerError: 'Ocorreu um erro com a conexão',
} as const;

/** The VIP-only notice, worded like the other plan notices (see docs/decisions/README.md). */
export const REALTIME_VIP_ONLY = 'O tempo real está disponível apenas para assinantes VIP.';
