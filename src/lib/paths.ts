import { DEFAULT_EXCHANGE } from '@agulhadas/domain/categories';
import { chartPath } from '@agulhadas/domain/chart-path';

/** Every route path in one place, so no URL string is typed twice. */
export const paths = {
  home: '/',
  notFound: '/404',
  login: (redirect = '/app') => `/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent(redirect)}`,
  logout: '/logout',
  assets: (exchanges = DEFAULT_EXCHANGE, assetType?: string) => `/app/${exchanges}${assetType ? `/${assetType}` : ''}`,
  userAssets: '/appuser',
  /** The Didi chart of an asset ('EXCHANGE:SYMBOL') at a timeframe. */
  chart: chartPath,
  chartRoute: '/grafico/:exchange/:symbol/:timeframe',
  agulhadas: '/lista-de-agulhadas-do-didi',
  realtime: '/rt',
  templates: '/templates',
  alerts: '/alertas',
  notifications: '/notificacoes',
  devices: '/dispositivos',
  telegram: '/telegram',
  info: '/saiba-mais',
  plans: '/assinatura',
  subscribed: '/assinou',
  faq: '/faq',
  shop: '/lojinha',
  cart: '/lojinha/carrinho',
  shopSuccess: '/lojinha/success',
  shopCancel: '/lojinha/cancel',
  contact: '/entre-em-contato',
  privacy: '/politica-de-privacidade',
  account: '/conta',
  vix: '/vix',
  prop: '/mesa-proprietaria',
  brokers: '/corretoras',
  hire: '/contratar',
  promo: '/30dias',
} as const;
