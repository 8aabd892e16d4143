import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { describe, expect, it } from '@jest/globals';
import type { AssetListItem } from '@agulhadas/domain/asset';
import {
  viewerDelayMinutes,
  STALE_DATA_LABEL,
  staleNotice,
  staleTitle,
} from '../../../src/features/assets/model/asset-freshness';
import { timeframeRowStaleText, timeframeRowView } from '../../../src/features/assets/model/timeframe-row-view';
import { reading } from '../../support/fixtures';

type Fields = Parameters<typeof staleNotice>[0];
const item = (patch: Partial<AssetListItem>): Fields => ({
  lastUpdate: null,
  readings: {},
  locked: false,
  delayed: false,
  marketHours: 'B3',
  ...patch,
});
// Tuesday 24 November 2026, 14:00 in São Paulo.
const TUESDAY_1400 = new Date('2026-11-24T17:00:00Z');

describe('staleTitle', () => {
  it('says the time of the last reading, with its day when it is not today (São Paulo clock)', () => {
    expect(staleTitle(Date.parse('2026-11-24T16:20:00Z'), TUESDAY_1400.getTime())).toBe(
      'Última leitura às 13:20; o robô deveria ter enviado outra.',
    );
    expect(staleTitle(Date.parse('2026-11-19T20:50:00Z'), TUESDAY_1400.getTime())).toBe(
      'Última leitura em 19/11 às 17:50; o robô deveria ter enviado outra.',
    );
  });
});

describe('staleNotice', () => {
  it('flags a B3 asset whose capture is 40 minutes old during the session', () => {
    expect(staleNotice(item({ lastUpdate: '2026-11-24T16:20:00.000Z' }), TUESDAY_1400)).toEqual({
      label: STALE_DATA_LABEL,
      title: 'Última leitura às 13:20; o robô deveria ter enviado outra.',
    });
    expect(STALE_DATA_LABEL).toBe('sem dados recentes');
  });

  it('says nothing about fresh data, locked assets or assets without data', () => {
    expect(staleNotice(item({ lastUpdate: '2026-11-24T16:50:00.000Z' }), TUESDAY_1400)).toBeNull();
    expect(staleNotice(item({ locked: true }), TUESDAY_1400)).toBeNull();
    expect(staleNotice(item({}), TUESDAY_1400)).toBeNull();
  });

  it('measures a delayed item against its delay, 20 minutes when the server does not say', () => {
    const delayed = item({ delayed: true, lastUpdate: '2026-11-24T16:25:00.000Z' });
    expect(staleNotice(delayed, TUESDAY_1400)).toBeNull();
    expect(staleNotice({ ...delayed, delayMinutes: 5 }, TUESDAY_1400)).not.toBeNull();
  });

  it('says nothing for an asset stored without market hours', () => {
    expect(
      staleNotice(item({ lastUpdate: '2026-11-20T20:50:00.000Z', marketHours: 'ALWAYS' }), TUESDAY_1400),
    ).not.toBeNull();
    expect(
      staleNotice(item({ lastUpdate: '2026-11-20T20:50:00.000Z', marketHours: undefined }), TUESDAY_1400),
    ).toBeNull();
  });

  it('falls back on the readings when there is no capture time, counting each from its candle’s close', () => {
    const readings = {
      D: reading('D', { lastUpdate: '2026-11-24T13:00:00.000Z' }),
      '15': reading('15', { lastUpdate: '2026-11-24T15:00:00.000Z' }),
    };
    expect(staleNotice(item({ readings }), TUESDAY_1400)).toBeNull();
    const old = { '15': reading('15', { lastUpdate: '2026-11-24T15:00:00.000Z' }) };
    expect(staleNotice(item({ readings: old }), TUESDAY_1400)?.title).toBe(
      'Última leitura às 12:00; o robô deveria ter enviado outra.',
    );
  });
});

describe('a visitor’s rows are judged against the delay the plan promises', () => {
  // The 15-minute candle of 13:30 (São Paulo) as captured at 13:38, shown to a visitor at 14:00 (the delay's 20 minutes).
  const row = timeframeRowView(reading('15', { lastUpdate: '2026-11-24T16:30:00.000Z' }));

  it('is the item’s delay for a delayed view, and none for payers', () => {
    expect(viewerDelayMinutes(item({ delayed: true, delayMinutes: 30 }))).toBe(30);
    expect(viewerDelayMinutes(item({ delayed: true }))).toBe(20);
    expect(viewerDelayMinutes(item({ delayed: false, delayMinutes: 30 }))).toBe(0);
  });

  it('keeps a delayed 15-minute row unmarked, while the same row for a payer says its age', () => {
    expect(timeframeRowStaleText(row, '15', TUESDAY_1400, 20, true)).toBeNull();
    expect(timeframeRowStaleText(row, '15', TUESDAY_1400, 0, true)).toBe('há 30 min');
    expect(timeframeRowStaleText(row, '15', TUESDAY_1400, 0, false)).toBeNull();
  });
});

describe('a row ages only while its market trades', () => {
  const b3 = MARKET_HOURS.B3;
  // Friday 27 Nov 2026's last 15-minute candle (17:45 São Paulo) and its daily candle.
  const lastQuarter = timeframeRowView(reading('15', { lastUpdate: '2026-11-27T20:45:00.000Z' }));
  const friday = timeframeRowView(reading('D', { lastUpdate: '2026-11-27T00:00:00.000Z' }));
  const sundayNight = new Date('2026-11-29T23:00:00.000Z');
  const mondayNoon = new Date('2026-11-30T15:00:00.000Z');

  it('on a weekend the last session’s rows are the newest there can be: no age, whatever the wall clock says', () => {
    expect(timeframeRowStaleText(lastQuarter, '15', sundayNight, 0, true, b3)).toBeNull();
    expect(timeframeRowStaleText(friday, 'D', sundayNight, 0, true, b3)).toBeNull();
    // Without the market's hours the row is judged on the wall clock alone.
    expect(timeframeRowStaleText(lastQuarter, '15', sundayNight, 0, true)).toBe('há 2 d');
  });

  it('once the market trades again without new data, the row says its age', () => {
    expect(timeframeRowStaleText(lastQuarter, '15', mondayNoon, 0, true, b3)).toBe('há 2 d');
    expect(timeframeRowStaleText(friday, 'D', mondayNoon, 0, true, b3)).toBe('há 3 d');
  });

  it('an always-open market counts every minute', () => {
    expect(timeframeRowStaleText(lastQuarter, '15', sundayNight, 0, true, MARKET_HOURS.ALWAYS)).toBe('há 2 d');
  });
});
