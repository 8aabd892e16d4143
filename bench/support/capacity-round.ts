import { loadUniverse } from '../../api/src/seed/universe/index';
import { overrideConfig } from '../../api/src/config';
import { alertDocId, alerts, type AlertDoc } from '../../api/src/store/alerts';
import { connect } from '../../api/src/store/connect';
import { forgetStore, useStore } from '../../api/src/store/db';
import { notifications } from '../../api/src/store/notifications';
import { subscriptions, type SubscriptionDoc } from '../../api/src/store/subscriptions';
import { users, type UserDoc } from '../../api/src/store/users';
import { seedUniverse } from '../../local/src/demo/seed';
import { requestBatches } from '../../robot/src/rounds/post-pending';
import { systemClock } from '../../notifier/src/clock';
import { createNotifier, type Notifier } from '../../notifier/src/notifier';
import { EMAIL_PER_SECOND_DEFAULT } from '../../notifier/src/settings';
import { ensureChatLeaseIndexes } from '../../notifier/src/telegram/chat-leases';
import { seededRandom } from '@agulhadas/domain/seeded-random';
import {
  ensureTelegramQueueIndexes,
  telegramQueue,
  type TelegramQueueDoc,
} from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '@agulhadas/delivery/store/types';
import { botApiSender, TELEGRAM_SEND_TIMEOUT_MS } from '@agulhadas/delivery/telegram/bot-api-sender';
import type { TelegramSender } from '@agulhadas/delivery/telegram/telegram-sender';
import { randomAlert, randomAsset } from '../alerts';
import { killableReplica } from './killable-replica';
import { startTelegramStandIn, type Delivery } from './telegram-stand-in';
import { postIngest } from './post-ingest';
import { backfillOf, QUARTER_MS, roundCandleOf, universeSeries, type UniverseSeries } from './universe-candles';

export interface CapacityOptions {
  users: number;
  alerts: number;
  /** Users whose Telegram is linked and active. */
  telegramShare: number;
  /** Group chats (negative ids), each linked by `groupMembers` users. */
  groups: number;
  groupMembers: number;
  /** Series of the universe that move on the busy close (the rest stay put): sets how many alerts fire. */
  movingSeries: number;
  /** Kill the first notifier once this share of the queued messages is delivered, at a moment it has sends in flight. */
  killAtShare: number;
  /** Sends the stand-in delivers but answers after the sender's timeout. */
  timeoutShare: number;
  /** Gives up waiting for the queue to empty after this long. */
  maxDrainMs: number;
  /** The store every handler and notifier uses (a latency wrapper, say); the plain embedded store by default. */
  wrapStore?: (store: Store) => Store;
  log?: (line: string) => void;
}

export interface CapacityFigures {
  users: number;
  alerts: number;
  telegramActiveShare: number;
  fired: number;
  queued: number;
  mostMessagesOneChat: number;
  ingestCalls: number;
  slowestIngestMs: number;
  /** From the start of the round's first ingest call; null when fewer messages were delivered. */
  firstThousandMs: number | null;
  lastMs: number | null;
  delivered: number;
  standInRequests: number;
  rateLimited: number;
  rateLimitedBy: { bot: number; chat: number; group: number };
  serverErrors: number;
  heldPastTimeout: number;
  /** Deliveries beyond the first of a message whose queue record shows no unknown outcome (the documented case). */
  duplicatesBeyondAtLeastOnce: number;
  /** Resends of a message whose first send's outcome was unknown: the documented at-least-once case. */
  documentedResends: number;
  outOfOrder: number;
  expired: number;
  failed: number;
  pendingLeft: number;
  killedWithInFlight: number;
}

const ROBOT_KEY = 'capacity-robot-key';
const BOT_TOKEN = '123456:capacity';
const BACKFILL = 120;

/** Users, their subscriptions (every one may use alerts and Telegram) and their alerts, in the mix of bench/alerts.ts. */
async function seedPopulation(store: Store, options: CapacityOptions, now: Date): Promise<number> {
  const random = seededRandom(31);
  const assets = loadUniverse().map((asset) => asset.asset);
  const perUser = Math.round(options.alerts / options.users);
  const iso = now.toISOString();
  const expiry = Math.floor(now.getTime() / 1000) + 365 * 86_400;
  const groupLinked = options.groups * options.groupMembers;
  let linked = 0;
  for (let from = 0; from < options.users; from += 5000) {
    const batch = Array.from({ length: Math.min(5000, options.users - from) }, (_, k) => from + k);
    const people: UserDoc[] = batch.map((i) => {
      const inGroup = i < groupLinked;
      const active = inGroup || random() < options.telegramShare;
      if (active) linked += 1;
      return {
        _id: `cap-u${i}`,
        email: `u${i}@capacity.agulhadas.app`,
        name: `Usuário ${i}`,
        createdAt: iso,
        lastLogin: iso,
        favorites: [],
        comments: [],
        telegram: active
          ? { id: inGroup ? `-100${Math.floor(i / options.groupMembers)}` : String(7_000_000_000 + i), active: true }
          : null,
        invoiceAddress: null,
        options: {},
        userKey: `cap-key-${i}`,
      };
    });
    await users(store).insertMany(people);
    const subs: SubscriptionDoc[] = batch.map((i) => ({
      subId: `cap-sub-${i}`,
      userId: `cap-u${i}`,
      level: i % 10 === 0 ? 'VIP' : 'Assinante',
      status: 'active',
      expiry,
      metadata: { price: 15000, plan: 'assinante_m', period: 'M' },
      createdAt: iso,
      updatedAt: iso,
    }));
    await subscriptions(store).insertMany(subs);
    const docs: AlertDoc[] = batch.flatMap((i) =>
      Array.from({ length: perUser }, (_, j) => {
        const alert = randomAlert(`c${j}`);
        return { ...alert, _id: alertDocId(`cap-u${i}`, alert.id), userId: `cap-u${i}`, asset: randomAsset(assets) };
      }),
    );
    await alerts(store).insertMany(docs);
  }
  return linked / options.users;
}

/** The store's order of strings (code units, not the locale's, which ignores '-' and '_' in the ids). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Where each delivered message stands against its chat's queue: resends, and messages delivered ahead of an older one. */
function deliveryChecks(queued: readonly TelegramQueueDoc[], deliveries: readonly Delivery[]) {
  const byNotification = new Map(queued.map((doc) => [doc.notificationId, doc]));
  const rank = new Map<string, number>();
  const perChat = new Map<string, TelegramQueueDoc[]>();
  for (const doc of queued) (perChat.get(doc.chatId) ?? perChat.set(doc.chatId, []).get(doc.chatId)!).push(doc);
  for (const docs of perChat.values()) {
    docs.sort((a, b) => byCodeUnits(a.createdAt, b.createdAt) || byCodeUnits(a._id, b._id));
    docs.forEach((doc, i) => rank.set(doc.notificationId, i));
  }
  const times = new Map<string, number>();
  const highest = new Map<string, number>();
  const firsts: number[] = [];
  let duplicates = 0;
  let documentedResends = 0;
  let outOfOrder = 0;
  for (const delivery of [...deliveries].sort((a, b) => a.at - b.at)) {
    const seen = times.get(delivery.notificationId) ?? 0;
    times.set(delivery.notificationId, seen + 1);
    if (seen > 0) {
      // Each send whose outcome was unknown may arrive besides the one answered: the documented case; anything more is a duplicate.
      const unknown = byNotification.get(delivery.notificationId)?.unknownOutcomes ?? 0;
      if (seen <= unknown) documentedResends += 1;
      else duplicates += 1;
      continue;
    }
    firsts.push(delivery.at);
    const place = rank.get(delivery.notificationId) ?? 0;
    if (place < (highest.get(delivery.chatId) ?? -1)) outOfOrder += 1;
    highest.set(delivery.chatId, Math.max(place, highest.get(delivery.chatId) ?? -1));
  }
  return { firsts, duplicates, documentedResends, outOfOrder };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sender that counts its sends in flight, so the kill can land mid-batch. */
function countingInFlight(sender: TelegramSender) {
  const state = { inFlight: 0 };
  const counted: TelegramSender = {
    kind: sender.kind,
    send: async (message) => {
      state.inFlight += 1;
      try {
        await sender.send(message);
      } finally {
        state.inFlight -= 1;
      }
    },
  };
  return { state, sender: counted };
}

/**
 * The capacity round: a population seeded in the embedded store, the universe backfilled through the ingest function,
 * then one busy close posted as the robot posts it, whose firings the real alert engine queues for Telegram; two real
 * notifiers drain the queue through the real Bot API sender into the Telegram stand-in, and the first is killed
 * mid-batch. Runs in real time: the notifiers' pace, leases and timeouts are the deployed ones.
 */
export async function runCapacityRound(options: CapacityOptions): Promise<CapacityFigures> {
  const log = options.log ?? (() => undefined);
  overrideConfig({ robotKey: ROBOT_KEY });
  const plain = await connect({ dataDir: null });
  const store = (options.wrapStore ?? ((same: Store) => same))(plain);
  await useStore(store);
  await ensureTelegramQueueIndexes(store);
  await ensureChatLeaseIndexes(store);
  await seedUniverse(store);

  const series = universeSeries();
  const start = Math.floor(Date.now() / QUARTER_MS) * QUARTER_MS - (BACKFILL + 10) * QUARTER_MS;
  const lastQuarter = start + (BACKFILL - 1) * QUARTER_MS;
  // Posted in the robot's own requests (its limits of series and candles per call), one after the other as it posts.
  const post = async (
    posted: readonly UniverseSeries[],
    candles: (one: UniverseSeries) => ReturnType<typeof backfillOf>,
  ) => {
    const times: number[] = [];
    const items = posted.map((one) => ({ asset: one.asset, timeframe: one.timeframe, candles: candles(one) }));
    for (const batch of requestBatches(items)) times.push(await postIngest(batch, ROBOT_KEY));
    return times;
  };
  await post(series, (one) => backfillOf(one, BACKFILL, lastQuarter));
  log(`backfilled ${BACKFILL} candles x ${series.length} series`);
  const telegramActiveShare = await seedPopulation(store, options, new Date());
  log(`seeded ${options.users} users, ${options.alerts} alerts`);

  const standIn = await startTelegramStandIn({
    random: seededRandom(3131),
    timeoutShare: options.timeoutShare,
    holdMs: TELEGRAM_SEND_TIMEOUT_MS + 2000,
  });
  const first = killableReplica(store, systemClock);
  const firstSender = countingInFlight(botApiSender(BOT_TOKEN, standIn.url));
  const replica = (replicaStore: Store, sender: TelegramSender, clock = systemClock): Notifier =>
    createNotifier({
      store: replicaStore,
      telegram: sender,
      email: null,
      site: { siteName: 'Agulhadas', supportEmail: 'contato@agulhadas.app' },
      emailPerSecond: EMAIL_PER_SECOND_DEFAULT,
      clock,
      log,
    });
  const killed = replica(first.store, firstSender.sender, first.clock);
  const survivor = replica(store, botApiSender(BOT_TOKEN, standIn.url));
  killed.start();
  survivor.start();

  // The busy close: a new 15-minute candle on the moving series (the larger timeframes' candles move with it).
  const closeQuarter = start + BACKFILL * QUARTER_MS;
  const count = Math.min(options.movingSeries, series.length);
  const moving = Array.from({ length: count }, (_, k) => series[Math.floor((k * series.length) / count)]!);
  const roundStart = Date.now();
  const ingestTimes = await post(moving, (one) => [roundCandleOf(one, BACKFILL, closeQuarter)]);
  const queued = await telegramQueue(plain).countDocuments({});
  log(`busy close: ${moving.length} series in ${ingestTimes.length} ingest calls, ${queued} Telegram messages queued`);

  let killedWithInFlight = 0;
  const pendingLeft = async () => telegramQueue(plain).countDocuments({ status: 'pending' });
  while (Date.now() - roundStart < options.maxDrainMs) {
    if (
      !killedWithInFlight &&
      firstSender.state.inFlight > 0 &&
      standIn.deliveries.length >= queued * options.killAtShare
    ) {
      killedWithInFlight = firstSender.state.inFlight;
      first.kill();
      log(
        `killed the first notifier with ${killedWithInFlight} sends in flight after ${standIn.deliveries.length} deliveries`,
      );
    }
    if ((await pendingLeft()) === 0) break;
    await sleep(killedWithInFlight ? 1000 : 20);
  }
  await survivor.stop();
  await standIn.close();

  const docs = await telegramQueue(plain).find({}).toArray();
  const perChat = new Map<string, number>();
  for (const doc of docs) perChat.set(doc.chatId, (perChat.get(doc.chatId) ?? 0) + 1);
  const checks = deliveryChecks(docs, standIn.deliveries);
  const at = (index: number) => (checks.firsts[index] === undefined ? null : checks.firsts[index]! - roundStart);
  const figures: CapacityFigures = {
    users: options.users,
    alerts: options.alerts,
    telegramActiveShare,
    fired: await notifications(plain).countDocuments({}),
    queued: docs.length,
    mostMessagesOneChat: Math.max(0, ...perChat.values()),
    ingestCalls: ingestTimes.length,
    slowestIngestMs: Math.max(...ingestTimes),
    firstThousandMs: at(999),
    lastMs: at(checks.firsts.length - 1),
    delivered: checks.firsts.length,
    standInRequests: standIn.counts.requests,
    rateLimited: standIn.counts.rateLimited,
    rateLimitedBy: standIn.rateLimitedBy,
    serverErrors: standIn.counts.failed,
    heldPastTimeout: standIn.counts.heldPastTimeout,
    duplicatesBeyondAtLeastOnce: checks.duplicates,
    documentedResends: checks.documentedResends,
    outOfOrder: checks.outOfOrder,
    expired: docs.filter((doc) => doc.status === 'expired').length,
    failed: docs.filter((doc) => doc.status === 'failed').length,
    pendingLeft: await pendingLeft(),
    killedWithInFlight,
  };
  await plain.close();
  forgetStore();
  return figures;
}
