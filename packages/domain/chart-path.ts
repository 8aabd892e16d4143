/** The site path of the Didi chart of an asset ('EXCHANGE:SYMBOL') at a timeframe, e.g. /grafico/BMFBOVESPA/PETR4/D. */
export function chartPath(asset: string, timeframe: string): string {
  const [exchange = '', symbol = ''] = asset.split(':');
  return `/grafico/${encodeURIComponent(exchange)}/${encodeURIComponent(symbol)}/${encodeURIComponent(timeframe)}`;
}
