import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { BackupError } from './backup-error';

// The header names the format and is authenticated with the contents, so a file of another kind or version is refused.
const HEADER = Buffer.from('AGULHADAS-BACKUP-1\n');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: header, random IV, tag, ciphertext. */
export function seal(plain: Buffer, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(HEADER);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([HEADER, iv, cipher.getAuthTag(), body]);
}

/** The contents of a sealed file, or a refusal when the file was changed or the key is not the one it was sealed with. */
export function unseal(sealed: Buffer, key: Buffer): Buffer {
  if (sealed.length < HEADER.length + IV_BYTES + TAG_BYTES || !sealed.subarray(0, HEADER.length).equals(HEADER)) {
    throw new BackupError('This file is not an Agulhadas backup');
  }
  const iv = sealed.subarray(HEADER.length, HEADER.length + IV_BYTES);
  const tag = sealed.subarray(HEADER.length + IV_BYTES, HEADER.length + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(HEADER);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(HEADER.length + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new BackupError(
      'The backup cannot be opened: the file was changed or BACKUP_KEY is not the key it was made with',
    );
  }
}
