import { randomUUID } from 'node:crypto';
import { alertConfigFromTemplate, findTemplate } from '@agulhadas/domain/alerts/alert-templates';
import { createAlert } from '@agulhadas/domain/alerts/alert';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { alertDocId, alerts, type AlertDoc } from '../../../api/src/store/alerts';
import type { Store } from '../../../api/src/store/types';
import { users } from '../../../api/src/store/users';
import { localChatIdOf } from '../stand-ins/telegram/local-chat-id';
import { DEMO_USERS, localUserId } from './demo-users';

/** Liquid assets the demo subscribers watch. */
const WATCHED = [
  'BMFBOVESPA:PETR4',
  'BMFBOVESPA:VALE3',
  'BMFBOVESPA:ITUB4',
  'NASDAQ:AAPL',
  'NASDAQ:NVDA',
  'BINANCE:BTCUSDT',
  'BINANCE:ETHUSDT',
  'FX_IDC:EURUSD',
];
// Didi alerts come often enough to show a notification within a minute; needles are the prize.
const TEMPLATES = ['alertaCompra', 'alertaVenda', 'soAgulhadaCompra', 'soAgulhadaVenda'];
const TIMEFRAMES: Timeframe[] = ['15', '60'];

/**
 * The demo subscriber and VIP watch a few liquid assets for Didi alerts and needles on 15 and 60 minutes, with
 * Telegram switched on (messages land in the local outbox, in the chat the local Telegram page shows them), so a person sees alerts and
 * notifications within a minute of `npm start`. Idempotent: seeds only users without alerts.
 */
export async function seedDemoAlerts(store: Store, now: Date): Promise<void> {
  for (const demo of DEMO_USERS.filter((user) => user.level === 'Assinante' || user.level === 'VIP')) {
    const userId = localUserId(demo.email);
    if ((await alerts(store).countDocuments({ userId })) > 0) continue;
    const docs: AlertDoc[] = [];
    for (const asset of WATCHED) {
      for (const timeframe of TIMEFRAMES) {
        for (const templateId of TEMPLATES) {
          const template = findTemplate(templateId);
          if (!template) throw new Error(`unknown alert template ${templateId}`);
          const alert = createAlert(alertConfigFromTemplate(template), timeframe, randomUUID(), now);
          docs.push({ ...alert, _id: alertDocId(userId, alert.id), userId, asset });
        }
      }
    }
    await alerts(store).insertMany(docs);
    await users(store).updateOne({ _id: userId }, { $set: { telegram: { id: localChatIdOf(userId), active: true } } });
  }
}
