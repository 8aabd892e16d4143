import { createDemoSource } from '../../robot/src/sources/demo/demo-source';
import { demoMarkets } from '../../robot/src/sources/demo/demo-markets';
import { listingOf, quoteOf, SPREAD_BPS, USD_PER_QUOTE } from '../../robot/src/sources/demo/underlyings';
import { toSourceAsset, type SourceAsset } from '../../robot/src/sources/source';
import { loadUniverse } from '../../api/src/seed/universe';
import { CANDLE_LIMITS, gapShare, worstCandle } from '../support/demo-market-figures';

/**
 * No absurd day anywhere in the demo: over 120 days before two fixed instants (a Wednesday evening and a Sunday
 * afternoon, so weekends and the forex weekly open are inside), no daily candle spans beyond 25 % (crypto 35 %) and no
 * 15-minute one beyond 5 % (crypto 8 %), on the whole universe. The 15-minute candles are read straight from each
 * market's path (the source hands out the same candles on its price tick; folding 11 520 of them per asset through the
 * chart grid would take minutes).
 */
jest.setTimeout(180_000);

const INSTANTS = [new Date('2026-11-25T19:07:30Z'), new Date('2027-03-14T15:00:00Z')];
const DAYS = 120;
const universe: SourceAsset[] = loadUniverse().map((item) => toSourceAsset({ ...item, sourceSymbol: null }));
const isCrypto = (asset: SourceAsset) => asset.assetType === 'crypto' || asset.assetType === 'cryptocfd';
const limits = (asset: SourceAsset) =>
  isCrypto(asset)
    ? { daily: CANDLE_LIMITS.daily.crypto, quarter: CANDLE_LIMITS.quarter.crypto }
    : { daily: CANDLE_LIMITS.daily.other, quarter: CANDLE_LIMITS.quarter.other };
const shared = universe.filter((asset) => listingOf(asset) !== null);

describe('the demo market has no absurd days', () => {
  it.each(INSTANTS)('no daily candle of the universe spans beyond its limit in the 120 days before %s', async (now) => {
    const source = createDemoSource();
    const beyond: string[] = [];
    for (const asset of universe) {
      const worst = worstCandle((await source.history(asset, 'D', DAYS, now)).candles);
      if (worst.span > limits(asset).daily) beyond.push(`${asset.asset} ${(100 * worst.span).toFixed(1)} %`);
    }
    expect(beyond).toEqual([]);
  });

  it.each(INSTANTS)('no 15-minute candle of the universe spans beyond its limit in the 120 days before %s', (now) => {
    const markets = demoMarkets();
    const beyond: string[] = [];
    let counted = 0;
    for (const asset of universe) {
      const candles = markets.of(asset).bars(now.getTime() - DAYS * 86_400_000, now.getTime());
      counted += candles.length;
      const worst = worstCandle(candles);
      if (worst.span > limits(asset).quarter) beyond.push(`${asset.asset} ${(100 * worst.span).toFixed(2)} %`);
    }
    // Every asset's sessions over the window, not an empty read: at least 26 candles a day on 80 weekdays.
    expect(counted).toBeGreaterThan(universe.length * 26 * 80);
    expect(beyond).toEqual([]);
  });

  it('prices the listings of one underlying alike: converted to dollars, within the venues’ spread', async () => {
    const source = createDemoSource();
    const groups = new Map<string, SourceAsset[]>();
    for (const asset of shared)
      groups.set(listingOf(asset)!.underlying.asset, [
        ...(groups.get(listingOf(asset)!.underlying.asset) ?? []),
        asset,
      ]);
    // Bitcoin on Binance in USDT and euros and as a Capital.com CFD, at the very least.
    expect(groups.get('UNDERLYING:BTC')?.map((asset) => asset.asset)).toEqual(
      expect.arrayContaining(['BINANCE:BTCUSDT', 'BINANCE:BTCEUR', 'CAPITALCOM:BTCUSD', 'CAPITALCOM:BTCEUR']),
    );
    const inDollars = (asset: SourceAsset, price: number) => price * USD_PER_QUOTE[quoteOf(asset.asset)!]!;
    for (const now of INSTANTS)
      for (const [underlying, listings] of groups) {
        const closes = await Promise.all(
          listings.map(async (asset) =>
            inDollars(asset, (await source.history(asset, '15', 1, now)).candles.at(-1)!.close),
          ),
        );
        const [low, high] = [Math.min(...closes), Math.max(...closes)];
        // Twice the half-spread, and a tick of rounding on the cheapest listing (SOL in euros, to the cent).
        expect({ underlying, apart: high / low - 1 <= (2 * SPREAD_BPS) / 10_000 + 1e-4 }).toEqual({
          underlying,
          apart: true,
        });
      }
  });

  it('gaps at the open on most days of a stock, never on a coin', async () => {
    const source = createDemoSource();
    const at = INSTANTS[0]!;
    const share = async (name: string) =>
      gapShare(
        (
          await source.history(
            universe.find((asset) => asset.asset === name)!,
            'D',
            DAYS,
            at,
          )
        ).candles,
      );
    expect(await share('NASDAQ:AAPL')).toBeGreaterThan(0.8);
    expect(await share('BMFBOVESPA:PETR4')).toBeGreaterThan(0.8);
    expect(await share('BINANCE:BTCUSDT')).toBe(0);
  });
});
