import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = path.resolve(__dirname, '../../..');
/** Every deployable's and tool's source: whatever could write the production database. */
const SOURCE_DIRS = ['api/src', 'local/src', 'notifier/src', 'robot/src', 'scripts', 'packages'];
const THE_HELPER = 'api/src/store/audit-log.ts';

/** Collection methods that change or remove documents that exist. */
const CHANGING =
  /\.(updateOne|updateMany|replaceOne|deleteOne|deleteMany|findOneAndUpdate|findOneAndReplace|findOneAndDelete|bulkWrite|drop|rename)\s*\(/;
/** Methods that add documents: allowed only in the one helper (and a restore, which loads only into an empty database). */
const INSERTING = /\.(insertOne|insertMany)\s*\(/;

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !/\.(ts|tsx|js|mjs)$/.test(entry.name) || entry.parentPath.includes('node_modules'))
      return [];
    return [path.relative(ROOT, path.join(entry.parentPath, entry.name))];
  });
}

/** Statements (roughly: text up to the next semicolon) that reach the trail's collection, by accessor or by name. */
function statementsTouchingTrail(text: string): string[] {
  return text.split(';').filter((statement) => /auditLog\s*\(|['"`]audit_log['"`]/.test(statement));
}

describe('the audit trail is append-only', () => {
  const files = SOURCE_DIRS.flatMap(sourceFiles);

  it('finds the sources it checks (the walk is not empty)', () => {
    expect(files).toContain(THE_HELPER);
    expect(files.length).toBeGreaterThan(100);
  });

  it('no code updates, replaces or deletes audit_log entries', () => {
    const offenders = files.flatMap((file) =>
      statementsTouchingTrail(fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((statement) => CHANGING.test(statement))
        .map((statement) => `${file}: ${statement.trim().slice(0, 120)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('entries are written only by appendAudit', () => {
    const writers = files.filter((file) =>
      statementsTouchingTrail(fs.readFileSync(path.join(ROOT, file), 'utf8')).some((statement) =>
        INSERTING.test(statement),
      ),
    );
    expect(writers).toEqual([THE_HELPER]);
  });

  it('the check catches an update through the accessor or the collection name', () => {
    const touching = statementsTouchingTrail(
      "await auditLog(store).updateOne({ _id: 'x' }, { $set: { who: 'y' } }); store.collection('audit_log').deleteMany({})",
    );
    expect(touching.filter((statement) => CHANGING.test(statement))).toHaveLength(2);
  });
});
