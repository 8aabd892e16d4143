import { z } from 'zod';
import { ASSET_TYPES } from '@agulhadas/domain/categories';
import { MAX_OWN_ASSETS } from '@agulhadas/domain/own-assets';
import { TIMEFRAMES } from '@agulhadas/domain/timeframes';
import { oneLineText } from '@agulhadas/domain/validation/text-schemas';

/**
 * What a VIP's own robot adds to a candle item (docs/robot.md, "Own assets"): how the asset reads on /appuser. Required
 * with the first candles of an asset; later items may leave them out, and a later `nome` renames the asset.
 */
export const ownAssetFieldsSchema = z
  .object({
    nome: oneLineText('O nome do ativo', 80).min(1).optional(),
    assetType: z.enum(ASSET_TYPES).optional(),
  })
  .strict();
export type OwnAssetFields = z.infer<typeof ownAssetFieldsSchema>;

/** Every series of every own asset fits in one round. */
export const MAX_OWN_ITEMS = MAX_OWN_ASSETS * TIMEFRAMES.length;
/** 200 assets × 5 timeframes × 300 candles of ~90 bytes is under 30 MB; a round of new candles is far smaller. */
export const USER_INGEST_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The item as the shared ingest validation reads it (its schema is strict) and the own-asset fields set apart. A
 * non-object item is passed on untouched, to be refused by that validation with the usual message.
 */
export function splitOwnFields(raw: unknown): { item: unknown; fields: Record<string, unknown> } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { item: raw, fields: {} };
  const { nome, assetType, ...item } = raw as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  if (nome !== undefined) fields.nome = nome;
  if (assetType !== undefined) fields.assetType = assetType;
  return { item, fields };
}
