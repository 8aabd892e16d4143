import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BACKED_UP, KNOWN_COLLECTIONS, REBUILT_BY_ROBOT, TRANSIENT } from '../../scripts/backup/collections';

const ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['api/src', 'packages', 'notifier/src', 'robot/src', 'local/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Names given to store.collection(...) and to the lease books (leaseBook('name')), which name a collection too. */
function collectionNamesInCode(): Set<string> {
  const names = new Set<string>();
  for (const file of SOURCES.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:\.collection(?:<[^(]*>)?|leaseBook)\(\s*'([a-z_]+)'/g)) names.add(match[1]!);
  }
  return names;
}

describe('the backup classification', () => {
  it('classifies every collection the code uses, so a new one cannot be left out of backups unnoticed', () => {
    const inCode = collectionNamesInCode();
    expect(inCode.size).toBeGreaterThan(20);
    expect([...inCode].filter((name) => !KNOWN_COLLECTIONS.includes(name)).sort()).toEqual([]);
  });

  it('puts each collection in one class only', () => {
    expect(new Set(KNOWN_COLLECTIONS).size).toBe(BACKED_UP.length + REBUILT_BY_ROBOT.length + TRANSIENT.length);
  });

  it('backs up the people, their money and what they wrote', () => {
    expect(BACKED_UP).toEqual(
      expect.arrayContaining([
        'users',
        'subscriptions',
        'invoices',
        'orders',
        'alerts',
        'notifications',
        'telegram_links',
        'push_subscriptions',
        'audit_log',
      ]),
    );
  });
});
