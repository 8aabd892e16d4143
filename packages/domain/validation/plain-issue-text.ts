import { z } from './zod';
import { FIELD_LABELS } from './field-labels';

/** Said when the field cannot be named in words a user knows. */
export const INVALID_DATA = 'Dados inválidos.';

type Issue = z.core.$ZodIssue;

const NUMBER = new Intl.NumberFormat('pt-BR');
const count = (value: number | bigint) => NUMBER.format(value);
const defaultMessage = z.locales.ptBR().localeError;

/** The value the issue is about, read from what was sent: a missing field reads as undefined. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The field in words, from the innermost named key ('items.0.quantity' → 'quantidade'); null when it has no label. */
function fieldLabel(path: readonly PropertyKey[]): string | null {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  return key === undefined ? null : (FIELD_LABELS[key] ?? null);
}

/**
 * A message the schema's author wrote for people ('E-mail inválido', 'Carrinho vazio') is kept; zod's own default
 * wording names types, raw values and 'undefined', so it is replaced.
 */
function authorMessage(issue: Issue, input: unknown): string | null {
  const fallback = defaultMessage({ ...issue, input: valueAt(input, issue.path) } as z.core.$ZodRawIssue);
  const standard = typeof fallback === 'string' ? fallback : fallback?.message;
  if (issue.message === standard || issue.message === 'Entrada inválida') return null;
  const text = issue.message.trim();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

function sizeText(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>, field: string): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const bound = small ? 'pelo menos' : 'no máximo';
  switch (issue.origin) {
    case 'string':
      if (small && Number(limit) <= 1) return `Preencha o campo ${field}.`;
      return `O campo ${field} ${small ? 'precisa ter' : 'pode ter'} ${bound} ${count(limit)} caracteres.`;
    case 'array':
    case 'set':
      return `O campo ${field} ${small ? 'precisa ter' : 'pode ter'} ${bound} ${count(limit)} ${Number(limit) === 1 ? 'item' : 'itens'}.`;
    case 'number':
    case 'int':
    case 'bigint': {
      const word = small ? (issue.inclusive ? 'no mínimo' : 'maior que') : issue.inclusive ? 'no máximo' : 'menor que';
      return `O campo ${field} precisa ser ${word} ${count(limit)}.`;
    }
    default:
      return `O campo ${field} tem um valor inválido.`;
  }
}

function issueText(issue: Issue, input: unknown): string {
  if (issue.code === 'unrecognized_keys') return 'Dados inválidos: há campos que não são aceitos.';
  const written = authorMessage(issue, input);
  if (written) return written;
  const field = fieldLabel(issue.path);
  if (!field) return INVALID_DATA;
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined
        ? `Preencha o campo ${field}.`
        : `O campo ${field} está num formato inválido.`;
    case 'too_small':
    case 'too_big':
      return sizeText(issue, field);
    case 'invalid_format':
      return issue.format === 'email'
        ? `O campo ${field} precisa ser um e-mail válido.`
        : `O campo ${field} está num formato inválido.`;
    case 'invalid_value':
      return `Escolha uma opção válida no campo ${field}.`;
    default:
      return `O campo ${field} tem um valor inválido.`;
  }
}

/**
 * The first problem of a refused request, in plain Portuguese a user can act on: the field named in words
 * ('Preencha o campo e-mail.'), never an identifier, a path, a raw value or 'undefined'; 'Dados inválidos.'
 * when the field has no name a user would know. `input` is what was sent, to tell a missing field from a wrong one.
 */
export function plainIssueText(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  return issue ? issueText(issue, input) : INVALID_DATA;
}
