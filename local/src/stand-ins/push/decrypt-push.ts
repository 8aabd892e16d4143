import { createECDH, createDecipheriv, hkdfSync } from 'node:crypto';

/** The receiving browser's keys: its P-256 private key and public point, and the auth secret (RFC 8291). */
export interface PushReceiverKeys {
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

const TAG_BYTES = 16;
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an aes128gcm message body as the browser does (RFC 8291 over RFC 8188): the header carries the salt,
 * the record size and the sender's ephemeral public key; the key and nonce come from ECDH with the receiver's
 * private key and the auth secret. Push messages fit one record. Throws when the body was not encrypted to these keys.
 */
export function decryptPushBody(body: Buffer, keys: PushReceiverKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublicKey]);
  const ikm = hkdf(keys.authSecret, sharedSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('push record without the last-record delimiter');
  return padded.subarray(0, end);
}
