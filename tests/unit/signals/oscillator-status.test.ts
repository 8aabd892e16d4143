import { describe, expect, it } from '@jest/globals';
import { deriveReading } from '@agulhadas/domain/signals';
import { mirror, NEEDLE_BASE, readingOf, windowOf } from './fixtures';

describe('stockStatus: slow %K against %D', () => {
  it('1 above, -1 below, 0 equal', () => {
    expect(deriveReading(windowOf({ stochK: 60, stochD: 50 }), '15').stockStatus).toBe(1);
    expect(deriveReading(windowOf({ stochK: 40, stochD: 50 }), '15').stockStatus).toBe(-1);
    expect(deriveReading(windowOf({ stochK: 50, stochD: 50 }), '15').stockStatus).toBe(0);
  });

  it('a breakout candle pushes %K over %D; the mirror under it', () => {
    expect(readingOf([...NEEDLE_BASE, 104]).stockStatus).toBe(1);
    expect(readingOf(mirror([...NEEDLE_BASE, 104])).stockStatus).toBe(-1);
  });
});

describe("stockZona: the slow %K's zone, 'caro' above 80, 'barato' below 20", () => {
  it('1 above 80, -1 below 20, 0 from 20 to 80 (limits included), whatever the side of %D', () => {
    const zoneOf = (stochK: number, stochD: number) => deriveReading(windowOf({ stochK, stochD }), 'D').stockZona;
    expect([
      zoneOf(85, 90),
      zoneOf(85, 70),
      zoneOf(80, 70),
      zoneOf(50, 40),
      zoneOf(20, 30),
      zoneOf(15, 10),
      zoneOf(15, 25),
    ]).toEqual([1, 1, 0, 0, 0, -1, -1]);
  });

  it('a steady rise is overbought, a steady fall oversold', () => {
    const closes = Array.from({ length: 40 }, (_, i) => 100 + i);
    expect(readingOf(closes).stockZona).toBe(1);
    expect(readingOf(mirror(closes)).stockZona).toBe(-1);
  });
});

describe('trixStatus: TRIX against its 4-period signal', () => {
  it('1 above, -1 below, 0 equal', () => {
    expect(deriveReading(windowOf({ trix: 0.2, trixSignal: 0.1 }), '15').trixStatus).toBe(1);
    expect(deriveReading(windowOf({ trix: -0.2, trixSignal: 0.1 }), '15').trixStatus).toBe(-1);
    expect(deriveReading(windowOf({ trix: 0.1, trixSignal: 0.1 }), '15').trixStatus).toBe(0);
  });

  it('a breakout candle turns TRIX over its signal; the mirror under it', () => {
    expect(readingOf([...NEEDLE_BASE, 104]).trixStatus).toBe(1);
    expect(readingOf(mirror([...NEEDLE_BASE, 104])).trixStatus).toBe(-1);
  });
});
