/**
 * Relative links between the repository's Markdown documents, checked the way GitHub renders them: the target file
 * must exist, and a `#anchor` must name a heading of the target by GitHub's slug (lowercase, punctuation dropped,
 * spaces to '-', a repeated heading suffixed '-1', '-2', …). Moving a section between documents breaks links silently
 * otherwise. Pure: the caller says which documents exist and what they hold.
 */
import path from 'node:path';

export interface MarkdownLink {
  line: number;
  target: string;
}

export interface BrokenLink extends MarkdownLink {
  file: string;
  reason: string;
}

/** What a document set offers the checker: a file's text (Markdown only), and whether a path exists at all. */
export interface DocumentSet {
  read(file: string): string | undefined;
  exists(file: string): boolean;
}

const FENCE = /^\s*(```|~~~)/;
const INLINE_LINK = /!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s+"[^"]*")?\s*$/;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** The lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const opener = FENCE.exec(text)?.[1];
    if (opener && (fence === null || fence === opener)) {
      fence = fence === null ? opener : null;
      return;
    }
    if (fence === null) lines.push({ line: index + 1, text });
  });
  return lines;
}

/** GitHub's heading anchor: lowercase, anything but letters, digits, marks, '_', '-' and spaces dropped, spaces to '-'. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** Every anchor the document's headings give, repeated headings numbered as GitHub numbers them. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The relative links of a document (inline and reference definitions), code spans and fenced blocks left out. */
export function relativeLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[^`]*?\1/g, '');
    const targets = [...prose.matchAll(INLINE_LINK)].map((match) => match[1] as string);
    const definition = REFERENCE_DEFINITION.exec(prose)?.[1];
    if (definition) targets.push(definition);
    for (const target of targets) if (!EXTERNAL.test(target)) links.push({ line, target });
  }
  return links;
}

/** The links of `files` (paths from the repository root, '/'-separated) that do not resolve in `documents`. */
export function brokenLinks(files: readonly string[], documents: DocumentSet): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const file of files) {
    const markdown = documents.read(file);
    if (markdown === undefined) throw new Error(`${file} cannot be read`);
    for (const link of relativeLinks(markdown)) {
      const [rawPath = '', anchor] = link.target.split('#', 2);
      const targetPath =
        rawPath === ''
          ? file
          : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(rawPath)));
      if (targetPath.startsWith('../') || !documents.exists(targetPath)) {
        broken.push({ ...link, file, reason: `${targetPath} does not exist` });
        continue;
      }
      if (!anchor) continue;
      const target = targetPath.endsWith('.md') ? documents.read(targetPath) : undefined;
      if (target === undefined) {
        broken.push({ ...link, file, reason: `#${anchor} points into ${targetPath}, which has no headings` });
      } else if (!headingAnchors(target).has(decodeURIComponent(anchor))) {
        broken.push({ ...link, file, reason: `${targetPath} has no heading #${anchor}` });
      }
    }
  }
  return broken;
}
