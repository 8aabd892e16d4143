import { Binary, BSON, ObjectId } from 'mongodb';
import { isBsonValue, type PlainObject } from './values';

/**
 * Journal/snapshot encoding: plain JSON with a few `$` markers for the non-JSON types, because
 * EJSON from the driver was 3-5x slower on 2 KB documents. Stored documents never hold `$`-prefixed
 * keys (MongoDB rejects them), so the markers cannot clash with data.
 */
export function encodeValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) return { $num: String(value) };
    return value;
  }
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value instanceof Date) return { $date: value.getTime() };
  if (value instanceof ObjectId) return { $oid: value.toHexString() };
  if (value instanceof RegExp) return { $re: value.source, $flags: value.flags };
  if (value instanceof Binary && value.sub_type === Binary.SUBTYPE_DEFAULT) {
    const bytes = value.value();
    return { $bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64') };
  }
  if (isBsonValue(value)) return { $bson: BSON.EJSON.serialize(value) };
  const out: PlainObject = {};
  for (const key of Object.keys(value)) out[key] = encodeValue((value as PlainObject)[key]);
  return out;
}

export function decodeValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = decodeValue(value[i]);
    return value;
  }
  const obj = value as PlainObject;
  const keys = Object.keys(obj);
  const first = keys[0];
  if (first !== undefined && first.startsWith('$')) {
    if (first === '$date') return new Date(obj.$date as number);
    if (first === '$oid') return new ObjectId(obj.$oid as string);
    if (first === '$num') return Number(obj.$num);
    if (first === '$re') return new RegExp(obj.$re as string, obj.$flags as string);
    if (first === '$bson') return BSON.EJSON.deserialize(obj.$bson as PlainObject, { relaxed: false });
    if (first === '$bytes') return new Binary(Buffer.from(obj.$bytes as string, 'base64'));
  }
  for (const key of keys) obj[key] = decodeValue(obj[key]);
  return obj;
}
