import { cohenKappa } from '../../support/cohen-kappa';
import { wilsonInterval } from '../../support/wilson-interval';

describe("Cohen's kappa", () => {
  const pairs = (counts: Record<string, number>) =>
    Object.entries(counts).flatMap(([key, n]) =>
      Array.from({ length: n }, () => key.split('/') as ['yes' | 'no', 'yes' | 'no']),
    );

  it('gives the textbook 0.4 for 20 yes/yes, 5 yes/no, 10 no/yes, 15 no/no', () => {
    const a = cohenKappa(['yes', 'no'], pairs({ 'yes/yes': 20, 'yes/no': 5, 'no/yes': 10, 'no/no': 15 }));
    expect(a.observed).toBeCloseTo(0.7, 12);
    expect(a.expected).toBeCloseTo(0.5, 12);
    expect(a.kappa).toBeCloseTo(0.4, 12);
    expect(a.confusion).toEqual({ yes: { yes: 20, no: 5 }, no: { yes: 10, no: 15 } });
  });

  it('gives the same kappa for the same agreement on different margins only as chance allows: 0.1304 and 0.2593', () => {
    // The two tables with 60 % raw agreement that textbooks set side by side.
    expect(
      cohenKappa(['yes', 'no'], pairs({ 'yes/yes': 45, 'yes/no': 15, 'no/yes': 25, 'no/no': 15 })).kappa,
    ).toBeCloseTo(0.1304, 4);
    expect(
      cohenKappa(['yes', 'no'], pairs({ 'yes/yes': 25, 'yes/no': 35, 'no/yes': 5, 'no/no': 35 })).kappa,
    ).toBeCloseTo(0.2593, 4);
  });

  it('works over three categories: 61 of 100 on the diagonal, margins 44/32/24 and 36/38/26 give 0.4069', () => {
    const table = { 'a/a': 25, 'a/b': 13, 'a/c': 6, 'b/a': 8, 'b/b': 20, 'b/c': 4, 'c/a': 3, 'c/b': 5, 'c/c': 16 };
    const items = Object.entries(table).flatMap(([key, n]) =>
      Array.from({ length: n }, () => key.split('/') as ['a' | 'b' | 'c', 'a' | 'b' | 'c']),
    );
    const a = cohenKappa(['a', 'b', 'c'], items);
    expect(a.observed).toBeCloseTo(0.61, 12);
    expect(a.expected).toBeCloseTo(0.3424, 12);
    expect(a.kappa).toBeCloseTo(0.4069, 4);
  });

  it('is 1 when the raters always agree, and 0 when they agree only as often as chance', () => {
    expect(cohenKappa(['yes', 'no'], pairs({ 'yes/yes': 7, 'no/no': 3 })).kappa).toBe(1);
    expect(cohenKappa(['yes', 'no'], pairs({ 'yes/yes': 10, 'yes/no': 10, 'no/yes': 10, 'no/no': 10 })).kappa).toBe(0);
    expect(cohenKappa(['yes', 'no'], pairs({ 'yes/no': 5, 'no/yes': 5 })).kappa).toBe(-1);
  });

  it('refuses a verdict outside the categories and an empty comparison', () => {
    expect(() => cohenKappa(['yes', 'no'], [['yes', 'maybe' as 'no']])).toThrow();
    expect(() => cohenKappa(['yes', 'no'], [])).toThrow();
  });
});

describe('Wilson score interval', () => {
  it('gives the published 95 % interval of 8 out of 10: 0.4902 … 0.9433', () => {
    const i = wilsonInterval(8, 10);
    expect(i.share).toBe(0.8);
    expect(i.low).toBeCloseTo(0.4902, 4);
    expect(i.high).toBeCloseTo(0.9433, 4);
  });

  it('keeps its width at 0 and at all: 0 of 10 reaches z²/(n + z²) = 0.2775', () => {
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(0, 10).high).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(10, 10).low).toBeCloseTo(0.7225, 4);
    expect(wilsonInterval(10, 10).high).toBeCloseTo(1, 12);
  });

  it('narrows as the trials grow, around the same share', () => {
    const small = wilsonInterval(40, 50);
    const large = wilsonInterval(400, 500);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(large.low).toBeLessThan(0.8);
    expect(large.high).toBeGreaterThan(0.8);
  });

  it('is the whole of [0, 1] with no trials', () => {
    expect(wilsonInterval(0, 0)).toMatchObject({ low: 0, high: 1 });
  });
});
