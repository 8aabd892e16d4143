import { beforeEach, describe, expect, it } from '@jest/globals';
import { config } from '../../api/src/config';
import { invitePromoEndings, PROMO_INVITATION_DAYS } from '../../api/src/services/billing/promo30-invitations';
import { renderEmail } from '../../local/src/stand-ins/email/render-email';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { addPromoEligible } from '../../api/src/store/promo-eligible';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { formatDate } from '@agulhadas/domain/presentation/format';
import { drainQueues } from '../support/drain-queues';
import { call, freshStore, principalFor } from '../support/api-client';
import { grantLevel, reading } from '../support/fixtures';
import { PETR4, arrangeAlertsWorld } from './alerts-support';
import { commerceConfig } from './commerce-support';

const DAY_MS = 86_400_000;
const carla = principalFor('kp_carla', 'carla@aluno.app');

async function acceptPromo(store: Store, who = carla) {
  await addPromoEligible(store, [who.userDetails], new Date());
  expect((await call('acceptPromo', { method: 'POST', as: who, body: { codigo: '30days' } })).status).toBe(200);
  const promo = await subscriptions(store).findOne({ userId: who.userId, level: 'VIP30' });
  if (!promo?.expiry) throw new Error('no promo');
  return { promo, endsAt: promo.expiry * 1000 };
}

const invitations = (store: Store) => outboxEmails(store).find({ template: 'promo30-invitation' }).toArray();

describe('promo30 invitation: 5 days before the 30 days end', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    await call('getUserInfo', { as: carla });
  });

  it('is not sent 24 days before the end, is sent at 5 days and after, and never twice', async () => {
    const { promo, endsAt } = await acceptPromo(store);
    expect(await invitePromoEndings(store, new Date(endsAt - 24 * DAY_MS))).toBe(0);
    expect(await invitePromoEndings(store, new Date(endsAt - PROMO_INVITATION_DAYS * DAY_MS - 60_000))).toBe(0);
    expect(await invitations(store)).toHaveLength(0);
    expect(await invitePromoEndings(store, new Date(endsAt - PROMO_INVITATION_DAYS * DAY_MS))).toBe(1);
    expect(await invitePromoEndings(store, new Date(endsAt - 4 * DAY_MS))).toBe(0);
    expect(await invitePromoEndings(store, new Date(endsAt - DAY_MS))).toBe(0);
    const sent = await invitations(store);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      _id: `promo30-invitation:${promo.subId}`,
      to: 'carla@aluno.app',
      userId: 'kp_carla',
      bcc: [],
    });
    const { subject, text } = renderEmail(sent[0]!);
    expect(subject).toBe('Seus 30 dias de VIP no Agulhadas estão acabando');
    expect(text).toContain(`terminam em ${formatDate(new Date(endsAt))}`);
    expect(text).toContain('https://agulhadas.test/assinatura');
  });

  it('skips a promo that already ended or was cancelled, and a holder who already pays beyond it', async () => {
    const { endsAt } = await acceptPromo(store);
    await grantLevel(store, 'kp_carla', 'VIP', 'active', 90);
    expect(await invitePromoEndings(store, new Date(endsAt - 2 * DAY_MS))).toBe(0);
    expect(await invitePromoEndings(store, new Date(endsAt - DAY_MS))).toBe(0);
    const dora = principalFor('kp_dora', 'dora@aluno.app');
    await call('getUserInfo', { as: dora });
    const { promo } = await acceptPromo(store, dora);
    await subscriptions(store).updateOne({ subId: promo.subId }, { $set: { status: 'cancelled' } });
    expect(await invitePromoEndings(store, new Date(endsAt - 2 * DAY_MS))).toBe(0);
    expect(await invitePromoEndings(store, new Date(endsAt + DAY_MS))).toBe(0);
    expect(await invitations(store)).toHaveLength(0);
  });
});

describe('promo30 invitation in the robot round', () => {
  it('a round queues the invitation of a promo ending in 3 days, the notifier sends it; the next round queues nothing new', async () => {
    const store = await arrangeAlertsWorld();
    const at = new Date();
    await subscriptions(store).insertOne({
      subId: 'promo30_rita',
      userId: 'rita',
      level: 'VIP30',
      status: 'active',
      expiry: Math.floor(at.getTime() / 1000) + 3 * 86400,
      metadata: { price: 0, plan: 'vip30', period: 'M' },
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    const round = (minute: number) =>
      call('ingest', {
        method: 'POST',
        headers: { 'x-robot-key': config().robotKey },
        body: {
          items: [
            {
              asset: PETR4,
              timeframe: 'D',
              reading: reading('D', { lastUpdate: new Date(Date.UTC(2026, 10, 21, 0, minute)).toISOString() }),
            },
          ],
        },
      });
    expect((await round(0)).status).toBe(200);
    expect(await invitations(store)).toEqual([expect.objectContaining({ to: 'rita@x.app', status: 'pending' })]);
    await drainQueues(store);
    expect((await round(15)).status).toBe(200);
    expect(await invitations(store)).toEqual([expect.objectContaining({ to: 'rita@x.app', status: 'sent' })]);
  });
});
