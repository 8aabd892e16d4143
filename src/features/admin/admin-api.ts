import type { ActionAnswer } from '@agulhadas/domain/admin/action-answer';
import type { ImportPreview } from '@agulhadas/domain/admin/promo-students';
import { apiFetch } from '../../lib/api';

export type { PendingPayment } from '@agulhadas/domain/admin/pending-payment';
export type { BrokerGrant } from '@agulhadas/domain/admin/broker-grant';
export type { ActionAnswer } from '@agulhadas/domain/admin/action-answer';
export type { ImportPreview, PromoStudentsPage } from '@agulhadas/domain/admin/promo-students';
export type { DeliveryOverview, FailedEmail } from '@agulhadas/domain/admin/delivery-overview';

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
  deliveries: '/api/backoffice/deliveries',
  resendEmail: '/api/backoffice/resendEmail',
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

export const adminAction = (url: string, method: 'POST' | 'DELETE', body: object) =>
  apiFetch<ActionAnswer>(url, { method, body });

export const previewPromoImport = (lista: string) =>
  apiFetch<ImportPreview>(ADMIN_API.promoStudents, { method: 'POST', body: { lista, previa: true } });
export type { UserMatch, UserOverview } from '@agulhadas/domain/admin/user-overview';
