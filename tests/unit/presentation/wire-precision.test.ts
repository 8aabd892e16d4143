import { describe, expect, it } from '@jest/globals';
import type { AssetListItem } from '@agulhadas/domain/asset';
import { hasAgulhada } from '@agulhadas/domain/presentation/reading-presentation';
import { timeframeRowView } from '../../../src/features/assets/model/timeframe-row-view';
import { wireNumber } from '@agulhadas/domain/presentation/wire-precision';
import type { Reading } from '@agulhadas/domain/reading';
import { SORT_KEYS, signalScore } from '../../../src/features/assets/model/asset-sort';
import { readingsOf } from '../../support/needle-agreement';
import { loadSp500Candles } from '../../support/sp500-candles';

/**
 * The list's five significant digits change nothing a screen shows: on 5 000 real readings (20 years of
 * S&P 500 daily candles through the engine), every card row, agulhada and sort score reads the same rounded. The
 * one exception is the trend bar, drawn from the ADX as its tooltip writes it ('ADX 25.0'): that one decimal is a
 * second rounding, so at a tie (about 1 row in 200) the tooltip may read 0.1 apart and the bar 1 px apart. The screens
 * read the compact form, which rounds once and draws every bar the same (asset-list-wire.test.ts).
 */
const readings = readingsOf(loadSp500Candles()).filter((reading): reading is Reading => reading !== null);
const onWire = (reading: Reading): Reading => JSON.parse(JSON.stringify(reading, wireNumber)) as Reading;
const item = (reading: Reading) => ({ readings: { D: reading } }) as unknown as AssetListItem;

describe('asset list precision on the wire', () => {
  it('keeps prices exact, integers and signals as they are, and indicator values to five significant digits', () => {
    const reading = readings[readings.length - 1]!;
    const rounded = onWire(reading);
    expect(rounded.preco).toBe(reading.preco);
    expect(Object.keys(rounded).sort()).toEqual(Object.keys(reading).sort());
    expect(rounded.agulhado).toBe(reading.agulhado);
    expect(
      String(rounded.adx[0])
        .replace(/^-?0?\.?0*/, '')
        .replace('.', '').length,
    ).toBeLessThanOrEqual(5);
    expect(Math.abs(rounded.didiCurta - reading.didiCurta)).toBeLessThanOrEqual(Math.abs(reading.didiCurta) * 1e-4);
  });

  it(`shows every row, agulhada and sort score of ${readings.length} real readings the same`, () => {
    const differences: string[] = [];
    for (const reading of readings) {
      const rounded = onWire(reading);
      const [a, b] = [timeframeRowView(reading), timeframeRowView(rounded)];
      if (
        a.light !== b.light ||
        a.agulhada !== b.agulhada ||
        a.stoch !== b.stoch ||
        a.trix !== b.trix ||
        a.bar.tone !== b.bar.tone
      )
        differences.push(`${reading.lastUpdate} tones`);
      if (JSON.stringify(a.didi) !== JSON.stringify(b.didi)) differences.push(`${reading.lastUpdate} didi`);
      if (Math.abs(a.bar.fillPx - b.bar.fillPx) > 1 || a.bar.accelerating !== b.bar.accelerating)
        differences.push(`${reading.lastUpdate} bar`);
      if (Math.abs(Number(a.barTitle.split(' ')[1]) - Number(b.barTitle.split(' ')[1])) > 0.1 + 1e-9)
        differences.push(`${reading.lastUpdate} ${a.barTitle}/${b.barTitle}`);
      if (hasAgulhada({ D: reading }) !== hasAgulhada({ D: rounded }))
        differences.push(`${reading.lastUpdate} agulhada`);
      for (const key of SORT_KEYS)
        if (key !== 'nome' && signalScore(item(reading), key) !== signalScore(item(rounded), key))
          differences.push(`${reading.lastUpdate} ${key}`);
    }
    expect(differences).toEqual([]);
  });
});
