import { describe, expect, it } from '@jest/globals';
import type { Candle, Reading } from '@agulhadas/domain/reading';
import { computeReading } from '@agulhadas/domain/signals';
import { smaSeries } from '@agulhadas/domain/indicators';

const PRICES = [0.5, 8, 8.05, 10.3, 25, 25.4, 33.33, 123456.7];
const HOUR = 3_600_000;

/** 40 flat candles (no trade moves the price) at `price`, then one candle trading one cent away. */
function flatThenTick(price: number, direction: 1 | -1): Candle[] {
  const candles: Candle[] = Array.from({ length: 40 }, (_, i) => ({
    time: i * HOUR,
    open: price,
    high: price,
    low: price,
    close: price,
  }));
  const tick = Math.round((price + direction * 0.01) * 100) / 100;
  candles.push({ time: 40 * HOUR, open: price, high: Math.max(price, tick), low: Math.min(price, tick), close: tick });
  return candles;
}

/** The reading without the values that scale with the price (a cent is 2 % of 0.50 and nothing of 123 456.70). */
function signalsOf(reading: Reading | null): Partial<Reading> {
  if (reading === null) throw new Error('no reading');
  const {
    preco: _p,
    lastUpdate: _l,
    didiCurta: _c,
    didiLonga: _g,
    adx: _a,
    adxanterior: _b,
    diPlus: _d,
    diMinus: _m,
    ...signals
  } = reading;
  return signals;
}

describe('a flat stretch reads the same at any price level', () => {
  it('the average of equal prices is that price, exactly', () => {
    for (const price of PRICES) expect(smaSeries(new Array<number>(20).fill(price), 8)[19]).toBe(price);
  });

  it.each([1, -1] as const)(
    '40 flat candles then one tick (direction %d): the same reading at every price',
    (direction) => {
      const readings = PRICES.map((price) => signalsOf(computeReading(flatThenTick(price, direction), '60')));
      for (const reading of readings) expect(reading).toEqual(readings[0]);
    },
  );

  it.each([1, -1] as const)(
    'the first tick out of a flat stretch is no Didi event (direction %d): the averages part, they do not cross',
    (direction) => {
      const r = signalsOf(computeReading(flatThenTick(25, direction), '60'));
      expect([r.alerta, r.confirmacao, r.pontofalso, r.agulhado, r.agulhado1, r.agulhado2]).toEqual([0, 0, 0, 0, 0, 0]);
      // The next candle is read as usual: MA3 is above MA8 and stays there, nothing crossed.
      const next = flatThenTick(25, direction);
      const last = next[next.length - 1];
      next.push({ ...last, time: last.time + HOUR, open: last.close });
      expect(signalsOf(computeReading(next, '60')).alerta1).toBe(0);
    },
  );
});
