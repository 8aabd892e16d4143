import fs from 'node:fs';
import path from 'node:path';
import { requirementText, type SettingsDeclaration } from '@agulhadas/delivery/settings/declaration';
import { API_SETTINGS } from '../../../api/src/config/settings-declaration';
import { NOTIFIER_SETTINGS } from '../../../notifier/src/settings-declaration';
import { ROBOT_SETTINGS } from '../../../robot/src/settings-declaration';

const ROOT = path.resolve(__dirname, '../../..');
const CONFIGURATION = fs.readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');
const ENV_EXAMPLE = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');

interface Row {
  names: string[];
  required: string;
  fallback: string;
}

/** The first settings table under a heading of docs/configuration.md (up to the next heading of the same level), one row per line. */
function configurationTable(heading: string): Row[] {
  const start = CONFIGURATION.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/configuration.md has no "## ${heading}" section`);
  const next = CONFIGURATION.indexOf('\n## ', start + 1);
  const section = CONFIGURATION.slice(start, next < 0 ? undefined : next);
  const lines = section.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| Setting |'));
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    // An escaped pipe belongs to the cell's text.
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    rows.push({
      names: [...(cells[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] as string),
      required: cells[1] ?? '',
      fallback: cells.at(-1) ?? '',
    });
  }
  return rows;
}

const DEPLOYABLES: { name: string; heading: string; settings: SettingsDeclaration }[] = [
  { name: 'API', heading: 'The API', settings: API_SETTINGS },
  { name: 'robot', heading: 'The market robot', settings: ROBOT_SETTINGS },
  { name: 'notifier', heading: 'The notifier', settings: NOTIFIER_SETTINGS },
];

describe.each(DEPLOYABLES)('the $name settings as documented', ({ heading, settings }) => {
  const rows = configurationTable(heading);
  const declared = Object.entries(settings);

  it('has a table of one setting a row, each of them declared', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.names).toHaveLength(1);
    expect(rows.flatMap((row) => row.names).filter((name) => !(name in settings))).toEqual([]);
  });

  it.each(declared)('documents %s with its requirement and default', (name, declaration) => {
    const row = rows.find((candidate) => candidate.names[0] === name);
    expect(row).toBeDefined();
    expect(row?.required.startsWith(requirementText(declaration.requirement))).toBe(true);
    if (declaration.secret) expect(row?.fallback.startsWith('—')).toBe(true);
    else if (declaration.default !== undefined) expect(row?.fallback).toContain(`\`${declaration.default}\``);
  });

  it.each(declared)('lists %s in .env.example', (name) => {
    expect(ENV_EXAMPLE).toMatch(new RegExp(`^(# )?${name}=`, 'm'));
  });

  it.each(declared.filter(([, declaration]) => declaration.secret))(
    'shows no value for the secret %s in .env.example',
    (name) => {
      expect(ENV_EXAMPLE).toMatch(new RegExp(`^(# )?${name}=$`, 'm'));
    },
  );
});
