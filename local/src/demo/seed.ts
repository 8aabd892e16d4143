import { ensureUser } from '../../../api/src/identity/ensure-user';
import { loadUniverse } from '../../../api/src/seed/universe/index';
import { admins, BOOTSTRAP_ADDER } from '../../../api/src/store/admins';
import { assets, type AssetDoc } from '../../../api/src/store/assets';
import { subscriptions } from '../../../api/src/store/subscriptions';
import type { Store } from '../../../api/src/store/types';
import { addPromoEligible } from '../../../api/src/store/promo-eligible';
import { queueEmail } from '../../../api/src/services/email/queue-email';
import { DEMO_USERS, localUserId } from './demo-users';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Demo subscription prices in cents (the catalogue's monthly plans). */
const DEMO_PRICES: Record<string, { price: number; plan: string }> = {
  Basico: { price: 7500, plan: 'basico_m' },
  Assinante: { price: 15000, plan: 'assinante_m' },
  VIP: { price: 20000, plan: 'vip_m' },
};

/**
 * Fills an empty embedded store with the asset universe (no readings yet: the robot sends them). A data folder
 * written before market hours were kept gets them added, so its candles close on the market's clock.
 */
export async function seedUniverse(store: Store): Promise<number> {
  if ((await assets(store).countDocuments({})) > 0) {
    // Only an old data folder needs the backfill: a start on an up-to-date one does no per-asset writes.
    if ((await assets(store).countDocuments({ marketHours: { $exists: false } })) === 0) return 0;
    for (const item of loadUniverse())
      await assets(store).updateOne(
        { _id: item.asset, marketHours: { $exists: false } },
        { $set: { marketHours: item.marketHours } },
      );
    return 0;
  }
  const docs: AssetDoc[] = loadUniverse().map((item) => ({
    _id: item.asset,
    asset: item.asset,
    symbol: item.symbol,
    exchange: item.exchange,
    nome: item.nome,
    assetType: item.assetType,
    marketHours: item.marketHours,
    free: item.free,
    ...(item.baseAsset ? { baseAsset: item.baseAsset, quoteAsset: item.quoteAsset } : {}),
    preco: null,
    lastUpdate: null,
    readings: {},
    captures: [],
    version: 0,
  }));
  await assets(store).insertMany(docs);
  return docs.length;
}

/** One account per role, with a year-long active subscription for the paid ones, and the demo admin listed. Idempotent. */
export async function seedDemoUsers(store: Store, now: Date): Promise<void> {
  for (const demo of DEMO_USERS) {
    const userId = localUserId(demo.email);
    await ensureUser(store, { userId, email: demo.email, name: demo.name }, now);
    if (demo.admin) {
      await admins(store).updateOne(
        { _id: userId },
        {
          $set: { email: demo.email },
          $setOnInsert: { addedBy: BOOTSTRAP_ADDER, addedByEmail: '', addedAt: now.toISOString() },
        },
        { upsert: true },
      );
    }
    if (!demo.level) continue;
    const price = DEMO_PRICES[demo.level]!;
    await subscriptions(store).updateOne(
      { subId: `demo_${demo.level.toLowerCase()}` },
      {
        $set: {
          userId,
          level: demo.level,
          status: 'active',
          expiry: Math.floor(now.getTime() / 1000) + YEAR_SECONDS,
          updatedAt: now.toISOString(),
        },
        $setOnInsert: { metadata: { price: price.price, plan: price.plan, period: 'M' }, createdAt: now.toISOString() },
      },
      { upsert: true },
    );
  }
}

/** Course students on the 30-day promo list: the demo accounts plus a few more. */
export const DEMO_PROMO_EMAILS = [
  ...DEMO_USERS.map((user) => user.email),
  'aluno@demo.agulhadas.app',
  'aluna@demo.agulhadas.app',
  'promo30@demo.agulhadas.app',
];

export async function seedPromoEligible(store: Store, now: Date): Promise<void> {
  await addPromoEligible(store, DEMO_PROMO_EMAILS, now);
}

/** A course student whose school address no longer exists: the local inbox refuses `.invalid` domains. */
export const DEMO_UNDELIVERABLE_EMAIL = 'aluno.antigo@escola-encerrada.invalid';

/**
 * One e-mail the local notifier will fail (the local inbox refuses the domain, as a relay does), so a fresh local run
 * has a failed e-mail on the back office's Entregas. Queued once: the outbox keys it by template and subject.
 */
export async function seedUndeliverableEmail(store: Store, now: Date): Promise<void> {
  const end = new Date(now.getTime() + 3 * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  await queueEmail(
    store,
    {
      template: 'promo30-invitation',
      about: `demo:${DEMO_UNDELIVERABLE_EMAIL}`,
      to: DEMO_UNDELIVERABLE_EMAIL,
      name: 'Aluno antigo',
      userId: '',
      data: { nome: 'Aluno antigo', fim: end, link: 'http://localhost:4280/contratar' },
    },
    now,
  );
}
