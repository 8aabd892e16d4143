import { formatPriceWith, type PriceDigits } from '@agulhadas/domain/presentation/format';

/** A scale with a fixed number of decimals, in Brazilian notation. */
export const decimals = (digits: number) => ({
  type: 'custom' as const,
  minMove: 10 ** -digits,
  formatter: (v: number) => v.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
});

/** The price panel's scale: the asset's digits, its tick as the smallest step. */
export const priceFormatOf = (digits: PriceDigits) => ({
  type: 'custom' as const,
  minMove: 10 ** -digits.max,
  formatter: (v: number) => formatPriceWith(v, digits),
});

/** The Didi Index panel's scale, in percent of the 8 average. */
export const didiFormat = {
  type: 'custom' as const,
  minMove: 0.001,
  formatter: (v: number) => `${v.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %`,
};
