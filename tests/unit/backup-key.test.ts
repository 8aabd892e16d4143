import { randomBytes } from 'node:crypto';
import { parseBackupKey } from '../../scripts/backup/backup-key';

describe('BACKUP_KEY', () => {
  const bytes = randomBytes(32);

  it('takes 32 bytes written as hex or as base64', () => {
    expect(parseBackupKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseBackupKey(bytes.toString('hex').toUpperCase())).toEqual(bytes);
    expect(parseBackupKey(` ${bytes.toString('base64')}\n`)).toEqual(bytes);
  });

  it('refuses a missing key, naming the setting', () => {
    expect(() => parseBackupKey(undefined)).toThrow('BACKUP_KEY is not set');
    expect(() => parseBackupKey('  ')).toThrow('BACKUP_KEY is not set');
  });

  it('refuses a short, long or malformed key instead of padding or cutting it', () => {
    for (const wrong of [
      randomBytes(16).toString('base64'),
      randomBytes(31).toString('hex'),
      randomBytes(33).toString('base64'),
      'x'.repeat(64),
      'senha-do-backup',
    ]) {
      expect(() => parseBackupKey(wrong)).toThrow('BACKUP_KEY must be exactly 32 bytes');
    }
  });
});
