import { groupAlerts } from '../../../api/src/store/alerts';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { alertDoc } from '../../support/fixtures';

const doc = (asset: string, timeframe: string, id: string, created: string) =>
  alertDoc('u1', id, asset, { timeframe: timeframe as Timeframe, closeOnly: true, created });

// getUserInfo's alerts: whatever order the store hands the documents in, the same groups in the same order.
describe('groupAlerts', () => {
  const docs = [
    doc('NASDAQ:AAPL', '60', 'b', '2026-11-02T10:00:00.000Z'),
    doc('BINANCE:BTCUSDT', 'D', 'c', '2026-11-01T10:00:00.000Z'),
    doc('NASDAQ:AAPL', '60', 'a', '2026-11-02T10:00:00.000Z'),
    doc('BINANCE:BTCUSDT', '15', 'd', '2026-11-03T10:00:00.000Z'),
    doc('NASDAQ:AAPL', '60', 'z', '2026-11-01T09:00:00.000Z'),
  ];
  const expected = [
    { asset: 'BINANCE:BTCUSDT', timeframe: '15', ids: ['d'] },
    { asset: 'BINANCE:BTCUSDT', timeframe: 'D', ids: ['c'] },
    { asset: 'NASDAQ:AAPL', timeframe: '60', ids: ['z', 'a', 'b'] },
  ];
  const shape = (groups: ReturnType<typeof groupAlerts>) =>
    groups.map((group) => ({
      asset: group.asset,
      timeframe: group.timeframe,
      ids: group.alerts.map((alert) => alert.id),
    }));

  it('orders groups by asset then timeframe, and each group oldest first with ties by id', () => {
    expect(shape(groupAlerts(docs))).toEqual(expected);
    expect(shape(groupAlerts([...docs].reverse()))).toEqual(expected);
  });

  it('answers the alerts without their storage fields', () => {
    const [alert] = groupAlerts(docs.slice(1, 2))[0]!.alerts;
    expect(alert).not.toHaveProperty('_id');
    expect(alert).not.toHaveProperty('userId');
    expect(alert).not.toHaveProperty('asset');
    expect(alert).toMatchObject({ id: 'c', timeframe: 'D', created: '2026-11-01T10:00:00.000Z' });
  });
});
