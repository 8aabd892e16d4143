import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blindCheckSample } from '../../support/blind-check';
import { blindKey } from '../../support/blind-key';
import { blindFourthKey, blindSettleKey } from '../../support/blind-consensus';
import { blindRereadKey, blindSetupKey } from '../../support/blind-setup-key';

const VERDICTS = ['needle', 'not', 'borderline'];
const SIGNALS_DOC = readFileSync(path.resolve(process.cwd(), 'docs/signals.md'), 'utf8');

// The labels were written by eye on the shuffled pictures (scripts/blind-gallery.ts, scripts/blind-check-gallery.ts,
// scripts/blind-setup-gallery.ts)
// before the key was read; the hashes in docs/signals.md fix them as committed, so a later edit shows.
describe.each([
  { pass: 'first pass', file: 'needle-blind-labels.json', ids: () => blindKey().map((entry) => entry.id) },
  { pass: 'second pass', file: 'needle-check-labels.json', ids: () => blindCheckSample().map((entry) => entry.id) },
  { pass: 'setup pass', file: 'needle-setup-labels.json', ids: () => blindSetupKey().map((entry) => entry.id) },
  { pass: 'setup reread', file: 'needle-reread-labels.json', ids: () => blindRereadKey().map((entry) => entry.id) },
  { pass: 'settling reading', file: 'needle-settle-labels.json', ids: () => blindSettleKey().map((entry) => entry.id) },
  { pass: 'fourth reading', file: 'needle-fourth-labels.json', ids: () => blindFourthKey().map((entry) => entry.id) },
])('blind needle labels, $pass', ({ file, ids }) => {
  const text = readFileSync(path.resolve(process.cwd(), 'tests/fixtures', file), 'utf8');
  const labels = JSON.parse(text) as Record<string, { label: string; reason: string }>;

  it('the labels file is the one whose SHA-256 docs/signals.md records', () => {
    const documented = new RegExp(`${file.replace('.', '\\.')}\`[\\s\\S]*?SHA-256\\s+\`([0-9a-f]{64})\``).exec(
      SIGNALS_DOC,
    );
    expect(documented?.[1]).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('every label is a verdict with a reason', () => {
    for (const id of Object.keys(labels)) {
      expect(VERDICTS).toContain(labels[id].label);
      expect(labels[id].reason.trim().length).toBeGreaterThan(0);
    }
  });

  it('every candidate of the pass is labelled, in the order it was shown', () => {
    expect(Object.keys(labels)).toEqual(ids());
  });
});
