import type { PlainRow } from './rows';

/** Futuros BR — B3 continuous futures (BMFBOVESPA, futures). */
export const FUTUROS_BR: readonly PlainRow[] = [
  ['WIN1!', 'Mini Índice Futuro', 130000],
  ['WDO1!', 'Mini Dólar Futuro', 5500],
  ['IND1!', 'Índice Bovespa Futuro', 130000],
  ['DOL1!', 'Dólar Comercial Futuro', 5500],
  ['BGI1!', 'Boi Gordo Futuro', 310],
  ['CCM1!', 'Milho Futuro', 70],
  ['ICF1!', 'Café Arábica Futuro', 400],
  ['SFI1!', 'Soja Futuro', 24],
  ['DI11!', 'DI de 1 Dia Futuro', 14.5],
  ['WSP1!', 'Micro S&P 500 Futuro', 6000],
  ['ISP1!', 'S&P 500 Futuro', 6000],
  ['BIT1!', 'Bitcoin Futuro', 550000],
];
