import type { PlainRow } from './rows';

/** Crypto CFDs — Capital.com crypto CFDs (CAPITALCOM, cryptocfd). */
export const CRYPTO_CFDS: readonly PlainRow[] = [
  ['BTCUSD', 'Bitcoin / Dólar americano', 95000],
  ['ETHUSD', 'Ethereum / Dólar americano', 3300],
  ['BNBUSD', 'BNB / Dólar americano', 650],
  ['SOLUSD', 'Solana / Dólar americano', 180],
  ['XRPUSD', 'XRP / Dólar americano', 2.3],
  ['ADAUSD', 'Cardano / Dólar americano', 0.8],
  ['DOGEUSD', 'Dogecoin / Dólar americano', 0.25],
  ['LTCUSD', 'Litecoin / Dólar americano', 100],
  ['BCHUSD', 'Bitcoin Cash / Dólar americano', 400],
  ['DOTUSD', 'Polkadot / Dólar americano', 6],
  ['LINKUSD', 'Chainlink / Dólar americano', 18],
  ['AVAXUSD', 'Avalanche / Dólar americano', 30],
  ['POLUSD', 'Polygon / Dólar americano', 0.4],
  ['XLMUSD', 'Stellar / Dólar americano', 0.35],
  ['UNIUSD', 'Uniswap / Dólar americano', 10],
  ['ATOMUSD', 'Cosmos / Dólar americano', 6],
  ['TRXUSD', 'TRON / Dólar americano', 0.25],
  ['SHIBUSD', 'Shiba Inu / Dólar americano', 0.00002],
  ['ETCUSD', 'Ethereum Classic / Dólar americano', 22],
  ['NEARUSD', 'NEAR Protocol / Dólar americano', 4.5],
  ['BTCEUR', 'Bitcoin / Euro', 88000],
  ['ETHEUR', 'Ethereum / Euro', 3050],
];
