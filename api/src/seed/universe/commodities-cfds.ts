import type { PlainRow } from './rows';

/** Commodities CFDs — OANDA metal, energy and agricultural CFDs (OANDA, commodity). */
export const COMMODITIES_CFDS: readonly PlainRow[] = [
  ['XAUUSD', 'Ouro / Dólar americano', 3300],
  ['XAGUSD', 'Prata / Dólar americano', 33],
  ['XPTUSD', 'Platina / Dólar americano', 1000],
  ['XPDUSD', 'Paládio / Dólar americano', 1000],
  ['XCUUSD', 'Cobre', 4.6],
  ['WTICOUSD', 'Petróleo WTI', 70],
  ['BCOUSD', 'Petróleo Brent', 74],
  ['NATGASUSD', 'Gás natural', 3.5],
  ['CORNUSD', 'Milho', 4.5],
  ['SOYBNUSD', 'Soja', 10.3],
  ['WHEATUSD', 'Trigo', 5.5],
  ['SUGARUSD', 'Açúcar', 0.18],
  ['XAUEUR', 'Ouro / Euro', 3000],
  ['XAUGBP', 'Ouro / Libra esterlina', 2600],
  ['XAUJPY', 'Ouro / Iene japonês', 480000],
  ['XAUAUD', 'Ouro / Dólar australiano', 5000],
  ['XAUCHF', 'Ouro / Franco suíço', 2700],
  ['XAUCAD', 'Ouro / Dólar canadense', 4500],
  ['XAUSGD', 'Ouro / Dólar de Singapura', 4300],
  ['XAUXAG', 'Ouro / Prata', 100],
  ['XAGEUR', 'Prata / Euro', 30],
  ['XAGAUD', 'Prata / Dólar australiano', 50],
];
