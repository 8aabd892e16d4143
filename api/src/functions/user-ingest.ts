import { deriveRoles } from '../../../src/domain/identity/derive-roles';
import { can } from '../../../src/domain/permissions';
import { isInTheFuture } from '../../../src/domain/robot-clock';
import { firstIssueText } from '../../../src/domain/validation/portuguese-messages';
import { defineFunction, method } from '../http/define-function';
import { badRequest, forbidden, jsonResponse, unauthorized } from '../http/errors';
import { readJsonBody } from '../http/read-body';
import { secretMatches } from '../http/secret-matches';
import { runAlertsAfterIngest } from '../alerts/run-alerts';
import { applyIngest, type IngestTarget } from '../ingest/apply-ingest';
import { engineForIngest } from '../ingest/engine-binding';
import { ingestEnvelopeSchema, type IngestItem } from '../ingest/ingest-schema';
import { planIngest } from '../ingest/plan-ingest';
import { MAX_OWN_ASSETS, ownAssetFieldsSchema } from '../ingest/user-ingest-schema';
import { assets, type AssetDoc } from '../store/assets';
import { seriesId, type CandleSeriesDoc } from '../store/candles';
import { subscriptionsOf } from '../store/subscriptions';
import type { Store } from '../store/types';
import { ownAssetId, userAssets, userCandleSeries, type UserAssetDoc } from '../store/user-assets';
import { users } from '../store/users';

/** Own assets send far less than the platform's robot: a few MB is ample for 200 assets of 300 candles. */
const MAX_BYTES = 4 * 1024 * 1024;
const DENIED = 'Meus ativos está disponível apenas para o plano VIP.';

/** The caller from the `x-user-key` header (never the query string: it would land in logs), VIP checked now. */
async function ownerOf(store: Store, key: string | null, now: Date): Promise<string> {
  if (!key) throw unauthorized('Chave de usuário inválida.');
  const user = await users(store).findOne({ userKey: key }, { projection: { _id: 1, userKey: 1 } });
  if (!user || !secretMatches(key, user.userKey)) throw unauthorized('Chave de usuário inválida.');
  if (!can(deriveRoles(user._id, await subscriptionsOf(store, user._id), now), 'userAssets:use')) throw forbidden(DENIED);
  return user._id;
}

const itemAsset = (raw: unknown): string | null => (typeof raw === 'object' && raw !== null && typeof (raw as { asset?: unknown }).asset === 'string' ? (raw as { asset: string }).asset : null);

/** The owner's documents of these assets, keyed by the plain asset id as the plan reads them. */
async function ownAssets(store: Store, userId: string, ids: readonly string[]): Promise<Map<string, AssetDoc>> {
  const docs = await userAssets(store).find({ _id: { $in: ids.map((id) => ownAssetId(userId, id)) } }).toArray();
  return new Map(docs.map(({ userId: _owner, ...doc }) => [doc.asset, { ...doc, _id: doc.asset }]));
}

/**
 * Creates the own assets a round names for the first time, refusing (by item) a platform asset's id, a missing name or
 * type, or one past the limit. Answers the refusals by asset.
 */
async function createNewAssets(store: Store, userId: string, items: readonly unknown[], known: ReadonlyMap<string, AssetDoc>): Promise<Map<string, string>> {
  const refused = new Map<string, string>();
  const fresh = new Map<string, UserAssetDoc>();
  const names = [...new Set(items.map(itemAsset).filter((id): id is string => id !== null && !known.has(id)))];
  if (!names.length) return refused;
  const platform = new Set((await assets(store).find({ _id: { $in: names } }, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id));
  let count = await userAssets(store).countDocuments({ userId });
  for (const raw of items) {
    const asset = itemAsset(raw);
    if (!asset || known.has(asset) || fresh.has(asset) || refused.has(asset)) continue;
    const fields = ownAssetFieldsSchema.safeParse({ nome: (raw as { nome?: unknown }).nome, assetType: (raw as { assetType?: unknown }).assetType });
    const [exchange, symbol] = asset.split(':') as [string, string | undefined];
    if (platform.has(asset)) refused.set(asset, 'este código é de um ativo da plataforma; use outro para um ativo seu');
    else if (!fields.success) refused.set(asset, `ativo novo inválido — ${firstIssueText(fields.error)}`);
    else if (!fields.data.nome || !fields.data.assetType) refused.set(asset, 'ativo novo: envie nome e assetType com as primeiras velas');
    else if (count >= MAX_OWN_ASSETS) refused.set(asset, `limite de ${MAX_OWN_ASSETS} ativos próprios atingido`);
    else if (symbol) {
      count += 1;
      fresh.set(asset, {
        _id: ownAssetId(userId, asset), userId, asset, symbol, exchange, nome: fields.data.nome, assetType: fields.data.assetType,
        marketHours: 'ALWAYS', free: false, preco: null, lastUpdate: null, readings: {}, captures: [], version: 0,
      });
    }
  }
  if (fresh.size) await userAssets(store).insertMany([...fresh.values()]);
  return refused;
}

/**
 * POST /api/userIngest (header `x-user-key`): a VIP's own robot sends candles of the VIP's own assets, private to that
 * user (docs/robot.md, "Own assets"). The same envelope, per-item validation, engine and answers as /api/ingest;
 * the assets appear in /appuser and their alerts fire for their owner only.
 */
export const userIngest = defineFunction({
  name: 'userIngest',
  methods: {
    POST: method({
      access: 'self',
      maxBodyBytes: MAX_BYTES,
      handler: async ({ request, store, now }) => {
        // The size first (a 413 costs nothing), then the key, which costs a database read, then the shape.
        const sent = await readJsonBody(request, MAX_BYTES);
        const userId = await ownerOf(store, request.headers.get('x-user-key'), now);
        const envelope = ingestEnvelopeSchema.safeParse(sent);
        if (!envelope.success) throw badRequest(`Lote inválido — ${firstIssueText(envelope.error)}`);
        const { capturedAt: sentCapturedAt, items: raw } = envelope.data;
        if (sentCapturedAt && isInTheFuture(Date.parse(sentCapturedAt), now)) throw badRequest(`Lote inválido — capturedAt está no futuro (${sentCapturedAt}). Nada foi gravado.`);
        // The display fields are ours, not the ingest item's: set apart before the shared validation.
        const items = raw.map((item) => (typeof item === 'object' && item !== null ? (({ nome: _nome, assetType: _type, ...rest }: Record<string, unknown>) => rest)(item as Record<string, unknown>) : item));
        const ids = [...new Set(raw.map(itemAsset).filter((id): id is string => id !== null))];
        const known = await ownAssets(store, userId, ids);
        const refusedAssets = await createNewAssets(store, userId, raw, known);
        const assetsById = await ownAssets(store, userId, ids);
        const target: IngestTarget = {
          series: userCandleSeries(store),
          assets: userAssets(store),
          storedId: (id) => ownAssetId(userId, id),
          bumpsVersion: false,
        };
        const seriesIds = items.flatMap((item) => {
          const asset = itemAsset(item);
          const timeframe = (item as { timeframe?: unknown }).timeframe;
          return asset && typeof timeframe === 'string' ? [ownAssetId(userId, seriesId(asset, timeframe as IngestItem['timeframe']))] : [];
        });
        const heads = await userCandleSeries(store).find({ _id: { $in: seriesIds } }).toArray();
        const headsById = new Map(heads.map((doc): [string, CandleSeriesDoc] => [seriesId(doc.asset, doc.timeframe), { ...doc, _id: seriesId(doc.asset, doc.timeframe) }]));
        const histories = new Map(heads.map((doc) => [seriesId(doc.asset, doc.timeframe), doc.candles]));
        const plan = planIngest(items, assetsById, headsById, histories, engineForIngest, now);
        const updated = await applyIngest(store, plan, assetsById, sentCapturedAt ?? now.toISOString(), target);
        const alertsFired = plan.changes.length ? await runAlertsAfterIngest(store, `${userId}|${now.toISOString()}`, plan.changes, updated, now, userId) : 0;
        const results = plan.results.map((result) =>
          result.status === 'refused' && result.asset && refusedAssets.has(result.asset) ? { ...result, error: refusedAssets.get(result.asset)! } : result,
        );
        return jsonResponse(200, {
          accepted: plan.accepted.length,
          refused: results.filter((result) => result.status === 'refused').length,
          changed: plan.changes.length,
          alertsFired,
          results,
        });
      },
    }),
  },
});

