// Loaded for its setting too: whoever words an issue with these helpers (every API handler) gets zod's Portuguese.
import './zod';
import type { z } from './zod';

/** How the fields of request bodies and queries are named in messages. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  active: 'ativo',
  asset: 'ativo',
  assets: 'ativos',
  assinatura: 'assinatura',
  capturedAt: 'momento da captura',
  candles: 'candles',
  close: 'fechamento',
  email: 'e-mail',
  endereco: 'endereço',
  exchanges: 'bolsas',
  frequency: 'frequência',
  high: 'máxima',
  id: 'identificador',
  invoiceAddress: 'dados da fatura',
  items: 'itens',
  listId: 'lista',
  low: 'mínima',
  message: 'mensagem',
  metadata: 'dados do plano',
  name: 'nome',
  nome: 'nome',
  open: 'abertura',
  payWith: 'forma de pagamento',
  period: 'período',
  plan: 'plano',
  plano: 'plano',
  price: 'preço',
  reading: 'leitura',
  rules: 'regras',
  subscribe: 'inscrever',
  symbol: 'símbolo',
  telefone: 'telefone',
  text: 'texto',
  time: 'horário',
  timeframe: 'tempo gráfico',
  value: 'valor',
};

/** 'items.3.candles.0.close' → 'itens 4 › candles 1 › fechamento' (positions counted from 1, as people count). */
export function describeFieldPath(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? String(part + 1) : (FIELD_LABELS[String(part)] ?? String(part)))).join(' › ');
}

/** The first problem of a failed validation, as one Portuguese phrase: 'lista: Pequeno demais: …'. */
export function firstIssueText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'valor inválido';
  return issue.path.length ? `${describeFieldPath(issue.path)}: ${issue.message}` : issue.message;
}
