import { describe, expect, it } from '@jest/globals';
import type { RobotUniverseAsset } from '@agulhadas/domain/robot/robot-universe';
import { assetsToRead } from '../../robot/src/rounds/run-round';
import { msToNextRound, nextRound } from '../../robot/src/rounds/round-clock';

const MINUTE = 60_000;
const production = { everyMs: 15 * MINUTE, delayMs: 20_000, preCloseLeadMs: 5 * MINUTE };

const watched = (asset: string, marketHours: RobotUniverseAsset['marketHours']): RobotUniverseAsset => ({
  asset,
  nome: asset,
  assetType: marketHours === 'CME' ? 'futures' : 'forex',
  marketHours,
  source: null,
  sourceSymbol: null,
  referencePrice: 100,
  preCloseWatched: true,
});
const universe = [watched('CME_MINI:ES1!', 'CME'), watched('FX_IDC:EURUSD', 'FX')];
/** The assets the pre-close round at `iso` reads. */
const readAt = (iso: string) => assetsToRead(universe, 'preClose', new Date(iso)).map((asset) => asset.asset);
/** The next round after `iso`, and whether it is a pre-close one. */
const roundAfter = (iso: string) => {
  const ms = Date.parse(iso);
  return {
    at: new Date(ms + msToNextRound(ms, production)).toISOString(),
    preClose: nextRound(ms, production).preClose,
  };
};

describe('pre-close rounds on CME’s US-holiday hours (spot FX trades through them)', () => {
  it('Thanksgiving 2026: the 12:55 New York round still reads the E-mini, the ones after the 13:00 halt only FX', () => {
    expect(roundAfter('2026-11-26T17:46:00Z')).toEqual({ at: '2026-11-26T17:55:20.000Z', preClose: true });
    expect(readAt('2026-11-26T17:55:20Z')).toEqual(['CME_MINI:ES1!', 'FX_IDC:EURUSD']);
    expect(readAt('2026-11-26T18:10:20Z')).toEqual(['FX_IDC:EURUSD']);
    expect(readAt('2026-11-26T22:55:20Z')).toEqual(['FX_IDC:EURUSD']);
    // Globex reopens at 18:00 New York (23:00 UTC) for Friday.
    expect(readAt('2026-11-26T23:10:20Z')).toEqual(['CME_MINI:ES1!', 'FX_IDC:EURUSD']);
  });

  it('the day after: the 13:10 New York round warns before the 13:15 close; FX goes on to 17:00', () => {
    expect(roundAfter('2026-11-27T18:01:00Z')).toEqual({ at: '2026-11-27T18:10:20.000Z', preClose: true });
    expect(readAt('2026-11-27T18:10:20Z')).toEqual(['CME_MINI:ES1!', 'FX_IDC:EURUSD']);
    expect(readAt('2026-11-27T18:25:20Z')).toEqual(['FX_IDC:EURUSD']);
    expect(readAt('2026-11-27T21:55:20Z')).toEqual(['FX_IDC:EURUSD']);
  });

  it('Good Friday 2026: the E-mini until its 09:15 New York close, FX all day; Christmas 2026 shuts both', () => {
    expect(readAt('2026-04-03T13:10:20Z')).toEqual(['CME_MINI:ES1!', 'FX_IDC:EURUSD']);
    expect(readAt('2026-04-03T13:25:20Z')).toEqual(['FX_IDC:EURUSD']);
    expect(readAt('2026-12-24T18:10:20Z')).toEqual(['CME_MINI:ES1!', 'FX_IDC:EURUSD']);
    expect(readAt('2026-12-24T18:25:20Z')).toEqual(['FX_IDC:EURUSD']);
    expect(readAt('2026-12-25T15:10:20Z')).toEqual([]);
  });
});
