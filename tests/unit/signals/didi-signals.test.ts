import { describe, expect, it } from '@jest/globals';
import { FALSE_BUY_BASE, mirror, NEEDLE_BASE, readingOf } from './fixtures';

describe('alerta / alerta1 / alerta2: MA3 crosses MA8 now / one / two candles ago', () => {
  const closes = [...NEEDLE_BASE, 100.5, 100.6, 100.7, 100.8];

  it('buy side', () => {
    const at = (i: number) => readingOf(closes, i);
    expect([at(37).alerta, at(38).alerta, at(39).alerta]).toEqual([0, 1, 0]);
    expect([at(38).alerta1, at(39).alerta1, at(40).alerta1]).toEqual([0, 1, 0]);
    expect([at(39).alerta2, at(40).alerta2, at(41).alerta2]).toEqual([0, 1, 0]);
    expect(at(38).message).toBe('Alerta de compra');
  });

  it('sell side', () => {
    const m = mirror(closes);
    expect([readingOf(m, 38).alerta, readingOf(m, 39).alerta1, readingOf(m, 40).alerta2]).toEqual([-1, -1, -1]);
  });
});

describe('confirmacao: MA20 crosses MA8 (20 going under the 8 confirms a buy)', () => {
  // MA3 crossed on 38; the 20 crosses under the 8 on 39.
  const closes = [...NEEDLE_BASE, 100.5, 103];

  it('buy: 1 on the crossing candle only', () => {
    expect(readingOf(closes, 38).confirmacao).toBe(0);
    expect(readingOf(closes, 39).confirmacao).toBe(1);
  });

  it('sell: -1 on the mirrored move', () => {
    expect(readingOf(mirror(closes), 39).confirmacao).toBe(-1);
  });
});

describe('pontofalso: MA3 crosses MA8 with the 20 already on that side and pulling away', () => {
  it('false buy (-1): MA3 pops over MA8 while MA20 stays above and the gap grows', () => {
    const closes = [...FALSE_BUY_BASE, 135.5];
    const before = readingOf(closes, 39);
    const r = readingOf(closes);
    expect(r.alerta).toBe(1);
    expect(r.didiLonga).toBeGreaterThan(before.didiLonga);
    expect(r.didiLonga).toBeGreaterThan(0);
    expect(r.pontofalso).toBe(-1);
    expect(r.message).toBe('Ponto falso de compra');
  });

  it('false sell (1): the mirrored move', () => {
    const r = readingOf(mirror([...FALSE_BUY_BASE, 135.5]));
    expect(r.alerta).toBe(-1);
    expect(r.pontofalso).toBe(1);
    expect(r.message).toBe('Ponto falso de venda');
  });

  it('an ordinary cross (the 20 coming towards the 8) is not a false point', () => {
    expect(readingOf([...NEEDLE_BASE, 100.5]).pontofalso).toBe(0);
  });
});
