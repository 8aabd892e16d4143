import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findUnreadableReferences } from '../../support/unreadable-references';

const ROOT = path.resolve(__dirname, '../../..');

/** What a reader of the repository reads as prose: code, tests, scripts, benches, docs and their configuration. */
const SCANNED_FOLDERS = [
  'api/',
  'src/',
  'robot/',
  'notifier/',
  'local/',
  'packages/',
  'infra/',
  'integrations/',
  'tests/',
  'scripts/',
  'bench/',
  'docs/',
  '.ci/',
  '.github/',
];
const SCANNED_ROOT_FILES = [
  'README.md',
  'eslint.config.js',
  'jest.config.cjs',
  'vite.config.ts',
  'index.html',
  '.env.example',
];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|css|html|ya?ml|sh|bicep|pine)$|(?:^|\/)(?:run|Dockerfile)$/;
/** Recorded data (candles, needles, store images) is not prose. */
const FIXTURE = /(?:^|\/)fixtures\//;

function scannedFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  return tracked.filter(
    (file) =>
      !file.includes('node_modules/') &&
      !FIXTURE.test(file) &&
      (SCANNED_ROOT_FILES.includes(file) ||
        (SCANNED_FOLDERS.some((folder) => file.startsWith(folder)) && TEXT_FILE.test(file))),
  );
}

describe('comments and docs stand on their own', () => {
  it('finds the kinds of reference a reader cannot follow, on the line where each starts', () => {
    // Built from pieces so that this file does not hold the references it is made to find.
    const [spec, issue, section] = ['spec', 'issue', '\u00a7'];
    const text = [
      `/** Scrolls to the top (${spec} 01 ${section}2). */`,
      'const a = 1;',
      `// Defaults of ${'ARCHITECTURE'}.md and ${issue} 17.`,
      ' * kept as the',
      ` * ${spec} says.`,
      `- **Trials** (${issue} #12): as the ${spec}'s table.`,
      `- Document ${'0'}1 gives 20 first; the unlabelled ${spec} entries read 'FAQ'.`,
    ].join('\n');
    expect(findUnreadableReferences(text).map((hit) => hit.line)).toEqual([1, 3, 4, 6, 7]);
  });

  it('lets code, rules stated in full and public sources through', () => {
    const text = [
      'const spec = def.methods[name];',
      'if (!isPlainObject(spec)) return;',
      `/** Milliseconds a Retry-After header asks to wait (RFC 9110 ${'\u00a7'}10.2.3). */`,
      '/** Paid plans start with a 7-day trial, unless a voucher or the 30-day promo applies. */',
    ].join('\n');
    expect(findUnreadableReferences(text)).toEqual([]);
  });

  it('has none in the repository', () => {
    const hits = scannedFiles().flatMap((file) =>
      findUnreadableReferences(readFileSync(path.join(ROOT, file), 'utf8')).map(
        (hit) => `${file}:${hit.line}: ${hit.text}`,
      ),
    );
    expect(hits).toEqual([]);
  });
});
