import { formatDateTime } from '@agulhadas/domain/presentation/format';
import type { AuditValue } from './admin-api';

/** The trail's actions as the back office names them. */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  'payment-confirmed': 'Pagamento confirmado',
  'payment-refused': 'Pagamento recusado',
  'payment-refunded': 'Pagamento reembolsado',
  'confirmation-email-resent': 'E-mail de confirmação reenviado',
  'admin-added': 'Administrador adicionado',
  'admin-removed': 'Administrador removido',
  'user-telegram-unlinked': 'Telegram desconectado',
  'user-push-device-removed': 'Aparelho removido',
  'user-data-exported': 'Dados pessoais exportados',
  'user-erased': 'Conta excluída',
  'email-resent': 'E-mail reenviado',
  'broker-plan-granted': 'VIPCORRETORA concedido',
  'broker-plan-pending': 'VIPCORRETORA concedido (aguardando o primeiro login)',
  'broker-plan-removed': 'VIPCORRETORA removido',
  'broker-plan-pending-removed': 'VIPCORRETORA pendente removido',
  'broker-plan-pending-applied': 'VIPCORRETORA aplicado no primeiro login',
  'promo-students-imported': 'Alunos do curso (VIP30) importados',
  'promo-student-removed': 'Aluno do curso (VIP30) removido',
};

const FIELD_NAMES: Readonly<Record<string, string>> = {
  level: 'nível',
  status: 'situação',
  expiry: 'validade',
  invoiceId: 'fatura',
  amount: 'valor (centavos)',
  method: 'forma',
  userId: 'usuário',
  email: 'e-mail',
  addedBy: 'adicionado por',
  addedAt: 'em',
  added: 'novos',
  alreadyPresent: 'já na lista',
  invalid: 'inválidos',
  codigo: 'promoção',
  refundedCents: 'reembolsado (centavos)',
  refundMethod: 'devolvido por',
  template: 'e-mail',
  attempts: 'tentativas',
  lastError: 'último erro',
  broker: 'corretora',
  sentAt: 'enviado em',
  resentAt: 'reenviado em',
  device: 'aparelho',
  createdAt: 'criado em',
  chatId: 'chat do Telegram',
  alerts: 'alertas',
  devices: 'aparelhos',
  notifications: 'notificações',
  favorites: 'favoritos',
  comments: 'comentários',
  telegram: 'Telegram conectado',
};

/** Fields holding an ISO instant, shown as a Brasília date and time. */
const INSTANT_FIELDS: ReadonlySet<string> = new Set(['addedAt', 'sentAt', 'resentAt', 'createdAt']);

const STATUS_NAMES: Readonly<Record<string, string>> = {
  pending: 'pendente',
  paid: 'pago',
  refused: 'recusado',
  refunded: 'reembolsado',
  cancelled: 'cancelado',
  canceled: 'cancelado',
  active: 'ativo',
  trialing: 'em teste',
  pending_payment: 'aguardando pagamento',
  pending_confirmation: 'aguardando confirmação',
  past_due: 'em atraso',
  unpaid: 'não pago',
  incomplete: 'incompleto',
  failed: 'falhou',
  sent: 'enviado',
  expired: 'expirado',
};

function valueText(key: string, value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (key === 'status' && typeof value === 'string') return STATUS_NAMES[value] ?? value;
  if (key === 'expiry' && typeof value === 'number') return formatDateTime(new Date(value * 1000).toISOString());
  if (INSTANT_FIELDS.has(key) && typeof value === 'string') return formatDateTime(value);
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return String(value);
}

/**
 * 'situação: em teste → ativo; validade: — → 10/03/2027 10:00': only the fields that changed. An entry created or
 * removed as a whole (an admin) says so; the person is in its own column.
 */
export function changeText(before: AuditValue, after: AuditValue): string {
  if (before === null && after !== null && 'addedAt' in after) return 'incluído na lista';
  if (after === null && before !== null && 'addedAt' in before) return 'retirado da lista';
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const parts = keys.flatMap((key) => {
    const from = before ? valueText(key, before[key] ?? null) : null;
    const to = after ? valueText(key, after[key] ?? null) : null;
    if (from === to) return [];
    const name = FIELD_NAMES[key] ?? key;
    if (from === null) return [`${name}: ${to}`];
    if (to === null) return [`${name}: ${from} (removido)`];
    return [`${name}: ${from} → ${to}`];
  });
  return parts.length ? parts.join('; ') : 'sem mudança';
}
