import { MAX_OWN_ASSETS } from '@agulhadas/domain/own-assets';
import { firstIssueText } from '@agulhadas/domain/validation/portuguese-messages';
import { assets, type AssetDoc } from '../store/assets';
import { seriesId } from '../store/candles';
import type { BulkOperation, Store } from '../store/types';
import { asAssetDoc, ownAssetId, userAssets, userCandleSeries, type UserAssetDoc } from '../store/user-assets';
import type { IngestTarget } from './apply-ingest';
import type { IngestPlan, ItemGate } from './plan-ingest';
import { assetIdsOf, seriesKeyOf } from './round-io';
import { ownAssetFieldsSchema } from './user-ingest-schema';

/**
 * A VIP's own round (POST /api/userIngest) around the shared plan: which own assets the round names, the ones it
 * creates, and why some of its items are refused before the engine sees them. Everything is stored under the owner's
 * id (`${userId}|…`), so one user's assets never meet another's nor the platform's.
 */

export const READINGS_REFUSED =
  'ativos próprios recebem só velas (candles): a leitura é calculada aqui, pelo mesmo motor da plataforma';
export const PLATFORM_CODE = 'este código é de um ativo da plataforma; use outro para um ativo seu';
export const NEEDS_FIELDS = 'ativo novo: envie nome e assetType com as primeiras velas';
export const TYPE_FIXED =
  'o tipo (assetType) de um ativo já gravado não muda; exclua o ativo para enviá-lo com outro tipo';
export const LIMIT_REACHED = `limite de ${MAX_OWN_ASSETS} ativos próprios atingido; exclua alguns em Meus ativos`;

/** Own assets are written where the platform's are, under ids that carry their owner; they move no public cache. */
export const ownTarget = (store: Store, userId: string): IngestTarget => ({
  series: userCandleSeries(store),
  assets: userAssets(store),
  storedId: (id) => ownAssetId(userId, id),
  bumpsVersion: false,
});

export interface OwnRound {
  /** The round's own assets as the plan reads them: those stored, and the new ones it may create. */
  assetsById: Map<string, AssetDoc>;
  /** Refuses ready readings and the items of assets this round may not create or change. */
  gate: ItemGate;
  /** New assets (not stored yet: only those with an accepted item will be) and new names of stored ones. */
  fresh: Map<string, UserAssetDoc>;
  renames: Map<string, string>;
}

function newAsset(userId: string, asset: string, nome: string, assetType: UserAssetDoc['assetType']): UserAssetDoc {
  const [exchange, symbol] = asset.split(':') as [string, string];
  // Market hours unknown: the owner's robot says which candles closed (`closed`), else a candle closes at open + length.
  return {
    _id: ownAssetId(userId, asset),
    userId,
    asset,
    symbol,
    exchange,
    nome,
    assetType,
    marketHours: 'ALWAYS',
    free: false,
    preco: null,
    lastUpdate: null,
    readings: {},
    captures: [],
    version: 0,
  };
}

/**
 * Reads the user's own assets the round names and judges the own-asset fields of each item, in the order sent: a new
 * asset needs `nome` and `assetType` on one of its items, a code free of the platform's, and room under the limit.
 * `split` holds each item with its own-asset fields set apart (user-ingest-schema.ts).
 */
export async function prepareOwnRound(
  store: Store,
  userId: string,
  split: ReadonlyArray<{ item: unknown; fields: Record<string, unknown> }>,
): Promise<OwnRound> {
  const ids = assetIdsOf(split.map(({ item }) => item));
  const storedDocs = ids.length
    ? await userAssets(store)
        .find({ _id: { $in: ids.map((id) => ownAssetId(userId, id)) }, userId })
        .toArray()
    : [];
  const stored = new Map(storedDocs.map((doc) => [doc.asset, doc]));
  const unknown = ids.filter((id) => !stored.has(id));
  const platform = new Set(
    unknown.length
      ? (
          await assets(store)
            .find({ _id: { $in: unknown } }, { projection: { _id: 1 } })
            .toArray()
        ).map((doc) => doc._id)
      : [],
  );
  let room = unknown.length ? MAX_OWN_ASSETS - (await userAssets(store).countDocuments({ userId })) : 0;
  const fresh = new Map<string, UserAssetDoc>();
  const renames = new Map<string, string>();
  const assetRefusals = new Map<string, string>();
  // By `asset|timeframe`: a repeated series is refused by the plan anyway, so the key names one item.
  const itemRefusals = new Map<string, string>();
  for (const { item, fields } of split) {
    const key = seriesKeyOf(item);
    if (!key) continue;
    const series = seriesId(key.asset, key.timeframe);
    const parsed = ownAssetFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      itemRefusals.set(series, `item inválido — ${firstIssueText(parsed.error)}`);
      continue;
    }
    const { nome, assetType } = parsed.data;
    const known = stored.get(key.asset) ?? fresh.get(key.asset);
    if (known) {
      if (assetType && assetType !== known.assetType) itemRefusals.set(series, TYPE_FIXED);
      else if (nome && nome !== known.nome && stored.has(key.asset)) renames.set(key.asset, nome);
      continue;
    }
    if (assetRefusals.has(key.asset) && assetRefusals.get(key.asset) !== NEEDS_FIELDS) continue;
    if (platform.has(key.asset)) assetRefusals.set(key.asset, PLATFORM_CODE);
    else if (!nome || !assetType) assetRefusals.set(key.asset, NEEDS_FIELDS);
    else if (room <= 0) assetRefusals.set(key.asset, LIMIT_REACHED);
    else {
      room -= 1;
      fresh.set(key.asset, newAsset(userId, key.asset, nome, assetType));
      // An earlier item of the asset came without the fields: this one names it, so both go on.
      assetRefusals.delete(key.asset);
    }
  }
  const assetsById = new Map([...stored.values(), ...fresh.values()].map((doc) => [doc.asset, asAssetDoc(doc)]));
  const gate: ItemGate = (item) =>
    'reading' in item
      ? READINGS_REFUSED
      : (itemRefusals.get(seriesId(item.asset, item.timeframe)) ?? assetRefusals.get(item.asset) ?? null);
  return { assetsById, gate, fresh, renames };
}

/**
 * Before the plan is applied: stores the new assets that have an accepted item (a refused item creates nothing) and the
 * new names. An upsert, so a concurrent first round of the same asset finds it stored and fails on its version instead.
 */
export async function saveOwnAssets(store: Store, userId: string, round: OwnRound, plan: IngestPlan): Promise<void> {
  const accepted = new Set(plan.accepted.map((item) => item.asset));
  const operations: BulkOperation<UserAssetDoc>[] = [];
  for (const [asset, { _id, ...fields }] of round.fresh) {
    if (accepted.has(asset))
      operations.push({ updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true } });
  }
  for (const [asset, nome] of round.renames) {
    if (accepted.has(asset))
      operations.push({
        updateOne: { filter: { _id: ownAssetId(userId, asset), userId }, update: { $set: { nome } } },
      });
  }
  if (operations.length) await userAssets(store).bulkWrite(operations, { ordered: false });
}
