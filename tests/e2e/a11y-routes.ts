/** The routes the accessibility e2e audit, each with the audiences that can open it (the local login page's demo accounts). */
export const AUDIENCES = [
  'anônimo',
  'Rita Registrada',
  'Bruno Básico',
  'Ana Assinante',
  'Vítor VIP',
  'Alice Admin',
] as const;
export type Audience = (typeof AUDIENCES)[number];
const PAID: Audience[] = ['Bruno Básico', 'Ana Assinante', 'Vítor VIP'];
const SIGNED_IN: Audience[] = ['Rita Registrada', ...PAID];
const EVERYONE: Audience[] = ['anônimo', ...SIGNED_IN];
// A screen that looks the same whoever opens it is audited for a visitor and for the top plan.
const PUBLIC: Audience[] = ['anônimo', 'Vítor VIP'];

export interface MatrixEntry {
  url: string;
  audiences: Audience[];
  /** Brings the page to the state worth auditing; answers what must be on screen first. */
  ready?: string;
}

/** One entry per route pattern; the matrix test fails when the route table has a route this table lacks. */
export const MATRIX: Record<string, MatrixEntry> = {
  '/': { url: '/', audiences: PUBLIC },
  '/30dias': { url: '/30dias', audiences: PUBLIC },
  '/404': { url: '/404', audiences: ['anônimo'] },
  '/admin': { url: '/admin', audiences: ['Alice Admin'] },
  '/admin/administradores': { url: '/admin/administradores', audiences: ['Alice Admin'] },
  '/admin/registro': { url: '/admin/registro', audiences: ['Alice Admin'] },
  '/admin/alunos-vip30': { url: '/admin/alunos-vip30', audiences: ['Alice Admin'] },
  '/admin/fila-de-espera': { url: '/admin/fila-de-espera', audiences: ['Alice Admin'] },
  '/admin/entregas': { url: '/admin/entregas', audiences: ['Alice Admin'] },
  '/admin/planos-concedidos': { url: '/admin/planos-concedidos', audiences: ['Alice Admin'] },
  '/admin/usuarios': { url: '/admin/usuarios', audiences: ['Alice Admin'] },
  '/alertas': { url: '/alertas', audiences: PAID },
  // The dashboard's futures hold rows older than their freshness (WDO1! 15 min) for payers: stale rows are audited.
  '/app': { url: '/app', audiences: EVERYONE, ready: '[data-asset]' },
  '/app/:exchanges': { url: '/app/BINANCE', audiences: EVERYONE, ready: '[data-asset]' },
  '/app/:exchanges/:assetType': { url: '/app/BMFBOVESPA/futures', audiences: EVERYONE, ready: '[data-asset]' },
  '/appuser': { url: '/appuser', audiences: ['Vítor VIP'] },
  '/appuser/:exchanges': { url: '/appuser/BMFBOVESPA', audiences: ['Vítor VIP'] },
  '/appuser/:exchanges/:assetType': { url: '/appuser/BMFBOVESPA/stock', audiences: ['Vítor VIP'] },
  '/assinatura': { url: '/assinatura', audiences: EVERYONE },
  '/assinou': { url: '/assinou', audiences: ['Ana Assinante'] },
  '/conta': { url: '/conta', audiences: SIGNED_IN },
  '/contratar': { url: '/contratar', audiences: PUBLIC },
  '/corretoras': { url: '/corretoras', audiences: PUBLIC },
  '/dispositivos': { url: '/dispositivos', audiences: PAID },
  '/entre-em-contato': { url: '/entre-em-contato', audiences: PUBLIC },
  '/faq': { url: '/faq', audiences: PUBLIC },
  '/grafico/:exchange/:symbol/:timeframe': { url: '/grafico/BMFBOVESPA/PETR4/D', audiences: EVERYONE, ready: 'h1' },
  '/lista-de-agulhadas-do-didi': { url: '/lista-de-agulhadas-do-didi', audiences: PUBLIC },
  '/lista-de-agulhadas-do-didi/:exchanges': { url: '/lista-de-agulhadas-do-didi/BMFBOVESPA', audiences: PUBLIC },
  '/lista-de-agulhadas-do-didi/:exchanges/:assetType': {
    url: '/lista-de-agulhadas-do-didi/BMFBOVESPA/stock',
    audiences: PUBLIC,
  },
  '/lojinha': { url: '/lojinha', audiences: PUBLIC },
  '/lojinha/cancel': { url: '/lojinha/cancel', audiences: ['Ana Assinante'] },
  '/lojinha/carrinho': { url: '/lojinha/carrinho', audiences: PUBLIC },
  '/lojinha/success': { url: '/lojinha/success', audiences: ['Ana Assinante'] },
  '/mesa-proprietaria': { url: '/mesa-proprietaria', audiences: PUBLIC },
  '/notificacoes': { url: '/notificacoes', audiences: SIGNED_IN },
  '/politica-de-privacidade': { url: '/politica-de-privacidade', audiences: PUBLIC },
  '/rt': { url: '/rt', audiences: ['Vítor VIP'] },
  '/saiba-mais': { url: '/saiba-mais', audiences: PUBLIC },
  '/telegram': { url: '/telegram', audiences: ['Ana Assinante'], ready: 'body *' },
  '/templates': { url: '/templates', audiences: PAID },
  '/vix': { url: '/vix', audiences: PUBLIC },
};
