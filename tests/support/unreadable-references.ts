/**
 * Comments and docs must stand on their own: a reader of the repository cannot open the product's requirement
 * documents, the team's internal notes or its issue tracker, so "see section 4 of document 2" tells them nothing.
 * These patterns find such references; the text should state the rule and its reason instead. Public sources
 * (an RFC section, a provider's documentation) stay allowed.
 */
export interface UnreadableReference {
  line: number;
  text: string;
}

/** Each pattern is written so that its own source does not match it, so this file passes its own check. */
const PATTERNS: readonly RegExp[] = [
  /\bspecs?\s+0?\d+\b/i, // a numbered requirement document
  /\bspec\s*\u00a7/i, // a section of the requirement documents
  /(?<!\bRFC\s+\d+\s*)\u00a7\s*\d/, // a bare section sign; an RFC section is public
  /\bissues?\s*#?\d+/i, // the issue tracker
  /\b(?:ARCHITECTURE|METHOD|STYLE)\.md\b/, // the team's notes outside the repository
  /\bthe\s+spec(?:ification)?\b/i, // the requirement documents named as a source
  /\bspec'?s\b(?!\s*[.(=:])/i, // their possessive or plural in prose (code's `specs.x` excluded)
  /(?<=\s)\(spec[:)]/i, // a bare or annotated citation in brackets
  /\bspecification\b/i, // the requirement documents by their full name
  /\bdoc(?:ument)?s?\s+0\d\b/i, // a requirement document by its number
  /\bspec\s+(?:entr(?:y|ies)|items?|sections?|pages?|screens?|texts?|tables?)\b/i, // parts of the requirement documents
];

/** Comment markers that open a wrapped line, removed when lines are joined so a wrapped "the\n * spec" still reads as one phrase. */
const LINE_OPENER = /^\s*(?:\/\/+|\/?\*+\/?|#+|-|>)?\s*/;

/**
 * Every unreadable reference in `content`, with the 1-based line where it starts. Lines are joined with a space so
 * a phrase wrapped across two comment lines is still found.
 */
export function findUnreadableReferences(content: string): UnreadableReference[] {
  const lines = content.split('\n');
  const lineStarts: number[] = [];
  let joined = '';
  for (const line of lines) {
    lineStarts.push(joined.length);
    joined += `${line.replace(LINE_OPENER, '')} `;
  }
  const found = new Map<number, UnreadableReference>();
  for (const pattern of PATTERNS) {
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    for (const match of joined.matchAll(global)) {
      const index = lastIndexAtOrBefore(lineStarts, match.index);
      if (!found.has(index)) found.set(index, { line: index + 1, text: lines[index]!.trim() });
    }
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}

function lastIndexAtOrBefore(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (sorted[middle]! <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}
