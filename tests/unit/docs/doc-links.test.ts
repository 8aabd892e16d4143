import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brokenLinks, githubSlug, headingAnchors, relativeLinks, type DocumentSet } from '../../support/markdown-links';

const ROOT = path.resolve(__dirname, '../../..');

/** README.md and every Markdown file under docs/, as '/'-separated paths from the repository root. */
function repositoryDocuments(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file.split(path.sep).join('/')}`);
  return ['README.md', ...docs.sort()];
}

const onDisk: DocumentSet = {
  read: (file) =>
    file.endsWith('.md') && existsSync(path.join(ROOT, file)) ? readFileSync(path.join(ROOT, file), 'utf8') : undefined,
  exists: (file) => existsSync(path.join(ROOT, file)),
};

/** A document set held in memory, for checking the checker. */
function inMemory(files: Record<string, string>, otherPaths: string[] = []): DocumentSet {
  return { read: (file) => files[file], exists: (file) => file in files || otherPaths.includes(file) };
}

describe('relative links between the documents', () => {
  it('all resolve in README.md and docs/ (file and heading)', () => {
    const files = repositoryDocuments();
    expect(files.length).toBeGreaterThan(10);
    // The checker must be reading links at all: the README alone links every document.
    expect(files.flatMap((file) => relativeLinks(onDisk.read(file) ?? '')).length).toBeGreaterThan(files.length);
    const broken = brokenLinks(files, onDisk).map((link) => `${link.file}:${link.line} ${link.target}: ${link.reason}`);
    expect(broken).toEqual([]);
  });

  it('README.md links every document under docs/, the decision records through their index', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const index = readFileSync(path.join(ROOT, 'docs/decisions/README.md'), 'utf8');
    const record = /^docs\/decisions\/(\d{4}-[^/]+\.md)$/;
    const unlinked = repositoryDocuments()
      .filter((file) => file.startsWith('docs/'))
      .filter((file) => {
        const name = record.exec(file)?.[1];
        return name ? !index.includes(`](${name})`) : !readme.includes(`](${file})`);
      });
    expect(unlinked).toEqual([]);
  });
});

describe('the link checker', () => {
  const sample = inMemory(
    {
      'README.md': [
        '# Title',
        'See [setup](docs/setup.md#first-steps), [gone](docs/gone.md), [bad anchor](docs/setup.md#nowhere),',
        '[here](#title), [missing here](#other), [site](https://example.com/x.md), ![shot](docs/images/a.png).',
        '`[code](not/a/link.md)` is code.',
        '```',
        '[fenced](not/a/link.md)',
        '```',
      ].join('\n'),
      'docs/setup.md': [
        '# Setup',
        '## First steps',
        '## First steps',
        'Back to [the top](../README.md#title) and [twin](#first-steps-1).',
      ].join('\n'),
    },
    ['docs/images/a.png'],
  );

  it('reports a missing file and a missing heading, in the file or another, with their lines', () => {
    expect(
      brokenLinks(['README.md', 'docs/setup.md'], sample).map(({ file, line, target }) => `${file}:${line} ${target}`),
    ).toEqual(['README.md:2 docs/gone.md', 'README.md:2 docs/setup.md#nowhere', 'README.md:3 #other']);
  });

  it('refuses a link that leaves the repository', () => {
    const outside = inMemory({ 'README.md': '[up](../elsewhere.md)' });
    expect(brokenLinks(['README.md'], outside)).toHaveLength(1);
  });

  it('slugs headings as GitHub does', () => {
    expect(githubSlug('The market robot (`robot/`)')).toBe('the-market-robot-robot');
    expect(githubSlug('Real time (/rt, beta)')).toBe('real-time-rt-beta');
    expect(githubSlug('Personal data (LGPD)')).toBe('personal-data-lgpd');
    expect(githubSlug('Alertas e Notificações: 10× mais')).toBe('alertas-e-notificações-10-mais');
    expect([...headingAnchors('# A\n## A\n```\n# not a heading\n```\n### A')]).toEqual(['a', 'a-1', 'a-2']);
  });
});
