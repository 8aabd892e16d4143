import { describe, expect, it } from '@jest/globals';
import { deriveReading } from '../../../src/domain/signals';
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
