import { BackupError } from './backup-error';

// 32 bytes: 64 hex digits, or 44 base64 characters (the last one padding), as `openssl rand -base64 32` prints.
const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64_KEY = /^[A-Za-z0-9+/]{43}=$/;

/** BACKUP_KEY as the 32 bytes of an AES-256 key; anything else is refused, never padded or cut. */
export function parseBackupKey(setting: string | undefined): Buffer {
  const text = setting?.trim() ?? '';
  if (text === '')
    throw new BackupError(
      'BACKUP_KEY is not set: it must hold 32 random bytes as hex or base64 (openssl rand -base64 32)',
    );
  if (HEX_KEY.test(text)) return Buffer.from(text, 'hex');
  if (BASE64_KEY.test(text)) return Buffer.from(text, 'base64');
  throw new BackupError(
    'BACKUP_KEY must be exactly 32 bytes, as 64 hex digits or 44 base64 characters (openssl rand -base64 32)',
  );
}
