import { describe, expect, it } from '@jest/globals';
import {
  AlertIndex,
  alertConfigSchema,
  firstAlertError,
  preCloseAlertMessage,
  type AlertIndexEntry,
} from '@agulhadas/domain/alerts';
import { preCloseError, preCloseKey, preCloseMinutesLeft, PRE_CLOSE_INVALID } from '@agulhadas/domain/alerts/pre-close';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { alert, reading } from './fixtures';

const B3 = MARKET_HOURS.B3;
/** A B3 daily candle: opens 00:00 UTC on Thursday 2026-11-19, closes with the session at 18:00 São Paulo (21:00 UTC). */
const DAY_OPEN = '2026-11-19T00:00:00.000Z';
const at = (hhmmss: string) => new Date(`2026-11-19T${hhmmss}Z`);

describe('preCloseError (which leads a timeframe offers)', () => {
  it('offers 5, 15 and 30 minutes on 60, 240, D and W', () => {
    for (const timeframe of ['60', '240', 'D', 'W'] as const)
      for (const minutes of [5, 15, 30]) expect(preCloseError(timeframe, minutes)).toBeNull();
  });

  it('offers only 5 minutes on 15, with a Portuguese reason', () => {
    expect(preCloseError('15', 5)).toBeNull();
    expect(preCloseError('15', 15)).toBe(
      'No tempo gráfico de 15 minutos só é possível avisar 5 minutos antes do fechamento.',
    );
    expect(preCloseError('15', 30)).not.toBeNull();
  });

  it('refuses other leads and accepts no lead', () => {
    expect(preCloseError('D', 10)).toBe(PRE_CLOSE_INVALID);
    expect(preCloseError('D', null)).toBeNull();
    expect(preCloseError('D', undefined)).toBeNull();
  });

  it('the alert schema keeps the lead, defaults it to none and refuses others in Portuguese', () => {
    const rules = [{ name: 'agulhada', value: 1 }];
    expect(alertConfigSchema.parse({ rules, preCloseMinutes: 15 }).preCloseMinutes).toBe(15);
    expect(alertConfigSchema.parse({ rules }).preCloseMinutes).toBeNull();
    const refused = alertConfigSchema.safeParse({ rules, preCloseMinutes: 10 });
    expect(refused.success).toBe(false);
    if (!refused.success) expect(firstAlertError(refused.error)).toBe(PRE_CLOSE_INVALID);
  });
});

describe('preCloseMinutesLeft (the window in the market calendar)', () => {
  const open = Date.parse(DAY_OPEN);
  it('opens 15 minutes before the B3 session close, not before midnight', () => {
    expect(preCloseMinutesLeft(open, 'D', B3, 15, at('20:44:59').getTime())).toBeNull();
    expect(preCloseMinutesLeft(open, 'D', B3, 15, at('20:45:20').getTime())).toBe(15);
    expect(preCloseMinutesLeft(open, 'D', B3, 15, at('20:59:59').getTime())).toBe(1);
    expect(preCloseMinutesLeft(open, 'D', B3, 15, at('21:00:00').getTime())).toBeNull();
    expect(preCloseMinutesLeft(open, 'D', B3, 5, at('20:55:20').getTime())).toBe(5);
  });

  it('a 15-minute candle with 5 minutes left', () => {
    const quarter = Date.parse('2026-11-19T14:15:00.000Z');
    expect(preCloseMinutesLeft(quarter, '15', B3, 5, Date.parse('2026-11-19T14:25:20.000Z'))).toBe(5);
    expect(preCloseMinutesLeft(quarter, '15', B3, 5, Date.parse('2026-11-19T14:20:20.000Z'))).toBeNull();
  });

  it('follows the exchange’s calendar: the DST switch week, Ash Wednesday, Good Friday and Christmas 2026', () => {
    const minutesLeft = (open: string, timeframe: '15' | 'D' | 'W', hours: typeof B3, lead: 5 | 15, now: string) =>
      preCloseMinutesLeft(Date.parse(open), timeframe, hours, lead, Date.parse(now));
    // Friday 6 March closes at 18:00 São Paulo (21:00 UTC); Monday 9 March, New York on summer time, at 17:00 (20:00 UTC).
    expect(minutesLeft('2026-03-06T00:00:00Z', 'D', B3, 15, '2026-03-06T20:45:20Z')).toBe(15);
    expect(minutesLeft('2026-03-09T00:00:00Z', 'D', B3, 15, '2026-03-09T19:45:20Z')).toBe(15);
    expect(minutesLeft('2026-03-09T00:00:00Z', 'D', B3, 15, '2026-03-09T20:45:20Z')).toBeNull();
    // Ash Wednesday opens at 13:00 but closes as usual; its first 15-minute candle is 16:00 UTC's.
    expect(minutesLeft('2026-02-18T00:00:00Z', 'D', B3, 5, '2026-02-18T20:55:20Z')).toBe(5);
    expect(minutesLeft('2026-02-18T16:00:00Z', '15', B3, 5, '2026-02-18T16:10:20Z')).toBe(5);
    // Good Friday week: B3's and New York's weekly candles close on Thursday.
    expect(minutesLeft('2026-03-30T00:00:00Z', 'W', B3, 15, '2026-04-02T19:45:20Z')).toBe(15);
    expect(minutesLeft('2026-03-30T00:00:00Z', 'W', MARKET_HOURS.US, 15, '2026-04-02T19:45:20Z')).toBe(15);
    // Christmas Eve 2026: New York closes at 13:00 (18:00 UTC); B3 does not trade, so Wednesday's candle was the last.
    expect(minutesLeft('2026-12-24T00:00:00Z', 'D', MARKET_HOURS.US, 5, '2026-12-24T17:55:20Z')).toBe(5);
    expect(minutesLeft('2026-12-21T00:00:00Z', 'W', B3, 5, '2026-12-23T20:55:20Z')).toBe(5);
    expect(minutesLeft('2026-12-21T00:00:00Z', 'W', B3, 5, '2026-12-24T20:55:20Z')).toBeNull();
  });

  it('on CME follows Globex’s holiday hours: the Thanksgiving halt, the day after’s 13:15 close; FX keeps 17:00', () => {
    const { CME, FX } = MARKET_HOURS;
    const minutesLeft = (open: string, timeframe: '60' | 'D' | 'W', hours: typeof CME, lead: 5 | 15, now: string) =>
      preCloseMinutesLeft(Date.parse(open), timeframe, hours, lead, Date.parse(now));
    // Thanksgiving 2026: the day from Wednesday 17:00 New York halts at 13:00 (18:00 UTC).
    expect(minutesLeft('2026-11-25T22:00:00Z', 'D', CME, 15, '2026-11-26T17:45:20Z')).toBe(15);
    expect(minutesLeft('2026-11-25T22:00:00Z', 'D', CME, 15, '2026-11-26T21:45:20Z')).toBeNull();
    expect(minutesLeft('2026-11-25T22:00:00Z', 'D', FX, 15, '2026-11-26T17:45:20Z')).toBeNull();
    expect(minutesLeft('2026-11-25T22:00:00Z', 'D', FX, 15, '2026-11-26T21:45:20Z')).toBe(15);
    // The day after: the daily and weekly candles close at 13:15 (18:15 UTC); the robot's 18:10 round warns 5 before.
    expect(minutesLeft('2026-11-26T22:00:00Z', 'D', CME, 5, '2026-11-27T18:10:20Z')).toBe(5);
    expect(minutesLeft('2026-11-22T22:00:00Z', 'W', CME, 15, '2026-11-27T18:00:20Z')).toBe(15);
    expect(minutesLeft('2026-11-27T18:00:00Z', '60', CME, 5, '2026-11-27T18:10:20Z')).toBe(5);
    // Martin Luther King Jr. Day 2026 halts at 13:00 too; Christmas Eve 2026 closes at 13:15.
    expect(minutesLeft('2026-01-18T22:00:00Z', 'D', CME, 15, '2026-01-19T17:45:20Z')).toBe(15);
    expect(minutesLeft('2026-12-23T22:00:00Z', 'D', CME, 15, '2026-12-24T18:00:20Z')).toBe(15);
  });

  it('names one key per alert, candle and pre-close', () => {
    expect(preCloseKey('a1', DAY_OPEN)).toBe(`a1|${DAY_OPEN}|preclose`);
    expect(preCloseKey('a1', DAY_OPEN)).not.toBe(preCloseKey('a1', '2026-11-23T00:00:00.000Z'));
  });
});

describe('AlertIndex with a pre-close lead', () => {
  const forming = reading({ agulhado: 1, lastUpdate: DAY_OPEN, fechado: false });
  const closedCandle = reading({ agulhado: 1, lastUpdate: DAY_OPEN, fechado: true });
  const entry = (patch = {}): AlertIndexEntry => ({
    userId: 'u1',
    asset: 'B:PETR4',
    timeframe: 'D',
    alert: alert({ preCloseMinutes: 15, ...patch }),
  });

  it('fires once on the forming candle inside the window and not on earlier forming rounds', () => {
    const index = AlertIndex.build([entry()]);
    expect(index.match('B:PETR4', 'D', forming, at('20:30:20'), [], B3)).toEqual([]);
    const [fired] = index.match('B:PETR4', 'D', forming, at('20:45:20'), [], B3);
    expect(fired?.preClose).toEqual({ minutesLeft: 15 });
    index.markFired(fired!.entry, at('20:45:20'), DAY_OPEN, true);
    expect(index.match('B:PETR4', 'D', forming, at('20:50:20'), [], B3)).toEqual([]);
  });

  it('does not fire at the close unless the close was chosen too', () => {
    const only = AlertIndex.build([entry()]);
    const [first] = only.match('B:PETR4', 'D', forming, at('20:45:20'), [], B3);
    only.markFired(first!.entry, at('20:45:20'), DAY_OPEN, true);
    expect(only.match('B:PETR4', 'D', closedCandle, at('21:00:20'), [closedCandle], B3)).toEqual([]);

    const both = AlertIndex.build([entry({ closeOnly: true })]);
    const [pre] = both.match('B:PETR4', 'D', forming, at('20:45:20'), [], B3);
    both.markFired(pre!.entry, at('20:45:20'), DAY_OPEN, true);
    const atClose = both.match('B:PETR4', 'D', closedCandle, at('21:00:20'), [closedCandle], B3);
    expect(atClose).toHaveLength(1);
    expect(atClose[0]?.preClose).toBeUndefined();
  });

  it('the message says it comes before the close, the minutes left and the hold rate', () => {
    const text = preCloseAlertMessage(
      { asset: 'BMFBOVESPA:PETR4' },
      'D',
      { message: '', rules: [{ name: 'agulhada', value: 1 }] },
      forming,
      15,
      [
        'Nos últimos 40 casos deste tempo gráfico, a agulhada se manteve no fechamento em 60 %.',
        'Desempenho passado não garante resultado futuro.',
      ],
    );
    expect(text).toContain('PETR4 (D)');
    expect(text).toContain('Aviso antes do fechamento: faltam 15 minutos');
    expect(text).toContain('em 60 %');
    expect(text).toContain('Desempenho passado não garante resultado futuro.');
  });
});
