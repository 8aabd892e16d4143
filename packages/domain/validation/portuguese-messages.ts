// Loaded for its setting too: whoever words an issue with these helpers (every API handler) gets zod's Portuguese.
import './zod';
import type { z } from './zod';
import { FIELD_LABELS } from './field-labels';

/** 'items.3.candles.0.close' → 'itens 4 › candles 1 › fechamento' (positions counted from 1, as people count). */
export function describeFieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? String(part + 1) : (FIELD_LABELS[String(part)] ?? String(part))))
    .join(' › ');
}

/** The first problem of a failed validation, as one Portuguese phrase: 'lista: Pequeno demais: …'. */
export function firstIssueText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'valor inválido';
  return issue.path.length ? `${describeFieldPath(issue.path)}: ${issue.message}` : issue.message;
}
