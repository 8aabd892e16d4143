import { apiFetch } from '../../lib/api';

export type { PendingPayment } from '@agulhadas/domain/admin/pending-payment';

/** The back office's API (SWA lets only sessions with the admin role reach it; each call re-checks the admins list). */
export const ADMIN_API = {
  pendingPayments: '/api/backoffice/pendingPayments',
  confirmPayment: '/api/backoffice/confirmPayment',
  refusePayment: '/api/backoffice/refusePayment',
  admins: '/api/backoffice/admins',
  auditLog: '/api/backoffice/auditLog',
  brokerGrants: '/api/backoffice/brokerGrants',
  promoStudents: '/api/backoffice/promoStudents',
  users: '/api/backoffice/users',
  user: '/api/backoffice/user',
  unlinkTelegram: '/api/backoffice/unlinkTelegram',
  removePushDevice: '/api/backoffice/removePushDevice',
  userData: '/api/backoffice/userData',
  eraseUser: '/api/backoffice/eraseUser',
  waitlist: '/api/backoffice/waitlist',
  cardCharges: '/api/backoffice/cardCharges',
  refundCard: '/api/backoffice/refundCard',
  manualRefund: '/api/backoffice/manualRefund',
  resendConfirmation: '/api/backoffice/resendConfirmation',
} as const;

export interface AdminEntry {
  userId: string;
  email: string;
  addedBy: string;
  addedAt: string;
}

export type AuditValue = Record<string, string | number | boolean | null> | null;

export interface AuditEntry {
  _id: string;
  who: string;
  adminUserId: string | null;
  what: string;
  email: string;
  userId: string | null;
  target: string | null;
  before: AuditValue;
  after: AuditValue;
  at: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

/** What every back-office change answers: whether it had already been done, and the sentence to show. */
export interface ActionAnswer {
  alreadyHandled: boolean;
  message: string;
}

export const adminAction = (url: string, method: 'POST' | 'DELETE', body: object) => apiFetch<ActionAnswer>(url, { method, body });

export interface BrokerGrant {
  email: string;
  userId: string | null;
  /** Unix seconds. */
  expiry: number;
  grantedBy: string;
  /** The partner broker paying for the plan; '' when the grant did not name one. */
  broker: string;
  state: 'active' | 'expired' | 'pending';
}

export interface PromoStudentsPage {
  students: Array<{ email: string; addedAt: string; used: boolean }>;
  total: number;
  page: number;
  pageSize: number;
}

export interface ImportPreview {
  added: number;
  alreadyPresent: number;
  invalid: number;
  invalidShown: string[];
}

export const previewPromoImport = (lista: string) => apiFetch<ImportPreview>(ADMIN_API.promoStudents, { method: 'POST', body: { lista, previa: true } });
export type { UserMatch, UserOverview } from '@agulhadas/domain/admin/user-overview';
