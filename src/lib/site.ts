/**
 * Site-wide settings the client shows (site name and support e-mail are configuration values).
 * The API has its own copy in `api/src/config.ts` (SITE_NAME, SUPPORT_EMAIL); keep the defaults equal.
 * Shared by several areas: add keys, do not rename them.
 */
export const SITE = {
  name: 'Agulhadas',
  supportEmail: 'contato@agulhadas.app',
  telegramGroupUrl: 'https://t.me/agulhadas_usuarios',
  telegramBotUrl: 'https://t.me/agulhadas_bot',
  blogUrl: 'https://blog.agulhadas.app',
  instagram: { handle: '@agulhadas.app', url: 'https://www.instagram.com/agulhadas.app' },
  youtube: { handle: '@agulhadas', url: 'https://www.youtube.com/@agulhadas' },
  /** Locally installed version sold in pre-sale: price in cents, months of support. */
  localInstall: { priceCents: 720000, supportMonths: 3 },
} as const;

/** The product's standing statement: no signal is advice, no liability taken. */
export const INVESTMENT_DISCLAIMER =
  'Os sinais e leituras exibidos não são recomendação de compra ou venda nem consultoria de investimentos. Operar no mercado financeiro envolve risco de perda; as decisões são de responsabilidade exclusiva de quem opera, e o Agulhadas não se responsabiliza por perdas decorrentes do uso das informações.';

/** mailto: link to the support e-mail, optionally with a subject. */
export function supportMailto(subject?: string): string {
  return `mailto:${SITE.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
