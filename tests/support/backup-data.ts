import { ObjectId } from 'mongodb';
import type { Document, Store } from '../../api/src/store/types';
import { BACKED_UP } from '../../scripts/backup/collections';

export interface Row extends Document {
  [field: string]: unknown;
}

/**
 * Data of every kind a backup must keep exactly: people with favourites, comments and Telegram, money records,
 * alerts and notifications with generated ObjectIds, dates, integers, fractions, negative zero and large numbers.
 */
export async function seedBackupData(store: Store): Promise<void> {
  const collection = (name: string) => store.collection<Row>(name);
  const at = new Date('2026-11-20T13:45:07.123Z');
  await collection('users').insertMany([
    {
      _id: 'kinde|ana',
      email: 'ana@example.com',
      favorites: [{ name: 'Minha lista', symbols: ['BMFBOVESPA:PETR4', 'NASDAQ:AAPL'] }],
      comments: [{ id: 'c1', symbol: 'BMFBOVESPA:PETR4', text: 'Rompeu a máxima — atenção', at }],
      telegram: { chatId: -1001234567890, linkedAt: at },
      options: { fontScale: 1.25, zero: -0 },
      nested: { empty: [], none: null, flag: true },
    },
    { _id: 'kinde|bia', email: 'bia@example.com', favorites: [], comments: [] },
  ]);
  await collection('subscriptions').insertOne({
    userId: 'kinde|ana',
    level: 'VIP',
    status: 'active',
    expiresAt: new Date('2027-01-01T00:00:00Z'),
    amountCents: 9990,
  });
  await collection('invoices').insertOne({
    userId: 'kinde|ana',
    total: 99.9,
    paidAt: at,
    lines: [{ item: 'VIP', cents: 9990 }],
  });
  await collection('alerts').insertMany([
    {
      userId: 'kinde|ana',
      symbol: 'NASDAQ:AAPL',
      timeframe: '15',
      rules: [{ name: 'Tendencia', value: 1 }],
      createdAt: at,
    },
    {
      userId: 'kinde|bia',
      symbol: 'BINANCE:BTCUSDT',
      timeframe: 'D',
      rules: [{ name: 'agulhada', value: -1 }],
      price: 97_345.125,
    },
  ]);
  await collection('notifications').insertOne({
    userId: 'kinde|ana',
    text: 'Alerta disparado',
    at,
    refersTo: new ObjectId(),
  });
  await collection('telegram_links').insertOne({ _id: 'token-1', userId: 'kinde|ana', expiresAt: at });
  await collection('push_subscriptions').insertOne({
    userId: 'kinde|bia',
    endpoint: 'https://fcm.googleapis.com/fcm/send/x',
    keys: { p256dh: 'k', auth: 'a' },
  });
  await collection('audit_log').insertOne({
    actor: 'admin',
    target: 'kinde|bia',
    before: null,
    after: { level: 'Basico', expiresAt: 1_798_761_600 },
    at,
  });
  await collection('webhook_events').insertOne({ _id: 'evt_1', receivedAt: at, big: 2 ** 53 - 1 });
  // Rebuilt and transient data: not in a backup.
  await collection('candles').insertOne({ _id: 'NASDAQ:AAPL|15', closes: [1, 2, 3] });
  await collection('rate_limits').insertOne({ _id: 'kinde|ana:comments', count: 3 });
}

/** Every backed-up collection's documents, in _id order. */
export async function backedUpContents(store: Store): Promise<Record<string, Row[]>> {
  const contents: Record<string, Row[]> = {};
  for (const name of BACKED_UP)
    contents[name] = await store
      .collection<Row>(name)
      .find({}, { sort: { _id: 1 } })
      .toArray();
  return contents;
}
