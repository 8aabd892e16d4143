import { captureAsOf, type Capture } from '@agulhadas/domain/asset';
import { addCapture, CAPTURE_SPACING_MS, latestPrice, withBackfillCapture } from '@agulhadas/domain/captures';
import { reading } from '../../support/fixtures';

const at = (minute: number, preco = minute): Capture => ({
  capturedAt: new Date(Date.UTC(2026, 10, 21, 12, minute)).toISOString(),
  preco,
  readings: {},
});

describe('captures for the delayed view', () => {
  const MINUTE = 60_000;
  const DELAY = 20 * MINUTE;
  const KEEP = DELAY + CAPTURE_SPACING_MS;

  it('keeps every capture of the delay window and the newest one before it', () => {
    let captures: Capture[] = [];
    for (const minute of [0, 15, 30, 45, 60]) captures = addCapture(captures, at(minute), KEEP);
    expect(captures.map((capture) => capture.preco)).toEqual([30, 45, 60]);
  });

  it.each([1, 15, 60, 900])(
    'always has a capture for the delayed view, a robot round every %i s, with few kept',
    (seconds) => {
      let captures: Capture[] = [];
      const start = Date.UTC(2026, 10, 21, 12, 0);
      let most = 0;
      for (let t = start; t <= start + 90 * MINUTE; t += seconds * 1000) {
        captures = addCapture(captures, { capturedAt: new Date(t).toISOString(), preco: t, readings: {} }, KEEP);
        most = Math.max(most, captures.length);
        if (t >= start + DELAY) expect(captureAsOf(captures, new Date(t), 20)).not.toBeNull();
      }
      expect(most).toBeLessThanOrEqual(KEEP / CAPTURE_SPACING_MS + 4);
    },
  );

  it('replaces the newest while it is within the spacing of the one before, so past entries stay spaced', () => {
    let captures: Capture[] = [at(0), at(5)];
    for (const minute of [6, 7, 8, 9]) captures = addCapture(captures, at(minute), KEEP);
    expect(captures.map((capture) => capture.preco)).toEqual([0, 5, 9]);
    captures = addCapture(captures, at(10), KEEP);
    expect(captures.map((capture) => capture.preco)).toEqual([0, 5, 9, 10]);
    expect(CAPTURE_SPACING_MS).toBe(5 * 60_000);
  });

  it("a backfill's capture is dated at the cut and gathers the timeframes of every request of the backfill", () => {
    const first = withBackfillCapture([], { D: reading('D', { preco: 10 }) }, at(0).capturedAt);
    expect(first).toEqual([
      { capturedAt: at(0).capturedAt, preco: 10, readings: { D: reading('D', { preco: 10 }) }, backfill: true },
    ]);
    const both = withBackfillCapture([...first, at(20, 12)], { '15': reading('15', { preco: 11 }) }, at(1).capturedAt);
    expect(both.map((capture) => [capture.capturedAt, capture.preco, Object.keys(capture.readings).sort()])).toEqual([
      [at(0).capturedAt, 11, ['15', 'D']],
      [at(20).capturedAt, 12, []],
    ]);
  });

  it('prices an asset by its shortest timeframe', () => {
    expect(latestPrice({ D: reading('D', { preco: 10 }), '15': reading('15', { preco: 11 }) })).toBe(11);
    expect(latestPrice({ W: reading('W', { preco: 9 }) })).toBe(9);
    expect(latestPrice({})).toBeNull();
  });
});
