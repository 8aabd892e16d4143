import fs from 'node:fs';
import path from 'node:path';
import type { SettingsDeclaration } from '@agulhadas/delivery/settings/declaration';
import { API_SETTINGS } from '../../../api/src/config/settings-declaration';
import { NOTIFIER_SETTINGS } from '../../../notifier/src/settings-declaration';
import { ROBOT_SETTINGS } from '../../../robot/src/settings-declaration';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Every way a deployable reads a setting by name: the environment (`process.env.X` included), the API's settings
 * source, a zod settings field.
 */
const READS = [
  /\benv\.([A-Z][A-Z0-9_]*)/g,
  /\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
  /\bsource\.(?:has|str|int|flag|switchedOff|pairs|list|raw)\(\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g,
  /\blocal\(\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\)/g,
];
/** The fields of a zod settings schema: `NAME: z.…` or a helper building one, at the start of a line. */
const SCHEMA_FIELD = /^\s+([A-Z][A-Z0-9_]+):\s/gm;

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each setting name a deployable's code reads, with the file that reads it. */
function settingReads(directory: string): { name: string; file: string }[] {
  return sourceFiles(path.join(ROOT, directory)).flatMap((file) => {
    const code = fs.readFileSync(file, 'utf8');
    const patterns = path.basename(file) === 'settings.ts' ? [...READS, SCHEMA_FIELD] : READS;
    return patterns.flatMap((pattern) =>
      [...code.matchAll(pattern)].map((match) => ({ name: match[1] as string, file: path.relative(ROOT, file) })),
    );
  });
}

const DEPLOYABLES: { name: string; directory: string; settings: SettingsDeclaration; surely: string }[] = [
  { name: 'API', directory: 'api/src', settings: API_SETTINGS, surely: 'MONGODB_URI' },
  { name: 'robot', directory: 'robot/src', settings: ROBOT_SETTINGS, surely: 'ROBOT_KEY' },
  { name: 'notifier', directory: 'notifier/src', settings: NOTIFIER_SETTINGS, surely: 'TELEGRAM_BOT_TOKEN' },
];

describe.each(DEPLOYABLES)('the $name code', ({ directory, settings, surely }) => {
  const reads = settingReads(directory);

  it('is seen reading its settings', () => {
    expect(reads.map((read) => read.name)).toContain(surely);
  });

  it('reads only declared settings', () => {
    expect(reads.filter((read) => !(read.name in settings))).toEqual([]);
  });
});
