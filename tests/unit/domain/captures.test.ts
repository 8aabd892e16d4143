import type { Capture } from '../../../src/domain/asset';
import { addCapture, CAPTURE_SPACING_MS, latestPrice } from '../../../src/domain/captures';
import { reading } from '../../support/fixtures';

const at = (minute: number, preco = minute): Capture => ({ capturedAt: new Date(Date.UTC(2026, 10, 21, 12, minute)).toISOString(), preco, readings: {} });

describe('captures for the delayed view', () => {
  it('appends captures that come at the robot cadence and keeps the newest N', () => {
    let captures: Capture[] = [];
    for (const minute of [0, 15, 30, 45]) captures = addCapture(captures, at(minute), 3);
    expect(captures.map((capture) => capture.preco)).toEqual([15, 30, 45]);
  });

  it('replaces the newest while it is within the spacing of the one before, so past entries stay spaced', () => {
    let captures: Capture[] = [at(0), at(5)];
    for (const minute of [6, 7, 8, 9]) captures = addCapture(captures, at(minute), 6);
    expect(captures.map((capture) => capture.preco)).toEqual([0, 5, 9]);
    captures = addCapture(captures, at(10), 6);
    expect(captures.map((capture) => capture.preco)).toEqual([0, 5, 9, 10]);
    expect(CAPTURE_SPACING_MS).toBe(5 * 60_000);
  });

  it('prices an asset by its shortest timeframe', () => {
    expect(latestPrice({ D: reading('D', { preco: 10 }), '15': reading('15', { preco: 11 }) })).toBe(11);
    expect(latestPrice({ W: reading('W', { preco: 9 }) })).toBe(9);
    expect(latestPrice({})).toBeNull();
  });
});
