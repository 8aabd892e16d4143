import type { BrokerMarket } from '@agulhadas/domain/content/partner-broker';

export type { BrokerMarket, PartnerBroker } from '@agulhadas/domain/content/partner-broker';

export const MARKET_TITLES: Record<BrokerMarket, string> = {
  forex: 'Forex e CFDs',
  crypto: 'Criptomoedas',
  b3: 'B3 (bolsa brasileira)',
};
