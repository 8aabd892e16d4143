/** Compact row shapes of the universe data files (plain data, no logic). */

/** [symbol, nome, referencePrice] */
export type PlainRow = readonly [symbol: string, nome: string, referencePrice: number];

/** [symbol, exchange, nome, referencePrice] — for categories spanning several exchanges. */
export type ExchangeRow = readonly [symbol: string, exchange: string, nome: string, referencePrice: number];

/** [baseAsset, quoteAsset, coin name, referencePrice] — the symbol is base + quote. */
export type PairRow = readonly [baseAsset: string, quoteAsset: string, coinName: string, referencePrice: number];
