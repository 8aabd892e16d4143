import type { AlertGroup } from './alerts/alert';
import type { FavoriteListItem } from './user-options';

/** Shapes of GET /api/getUserInfo, shared by the API and the client. */
export interface CommentItem {
  id: string;
  asset: string;
  comment: string;
  date: string;
}

export interface InvoiceAddressFields {
  nome: string;
  endereco: string;
  telefone: string;
}

export interface InvoiceView {
  _id?: unknown;
  subId: string;
  status: string;
  paymentMethod: 'pix' | 'cripto';
  data: string;
  amount: number;
  createdAt: string;
  /** Crypto: the payment was sent and awaits confirmation (the method can no longer change). */
  submittedAt?: string;
}

export interface SubscriptionView {
  subId: string;
  level: string;
  status: string;
  expiry: number | null;
  metadata: { price: number; plan: string; period: string };
  invoices: InvoiceView[];
  /** Card subscription set to end with its period (or at cancelAt, unix s): it does not renew. */
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
  /** A card downgrade that applies at `at` (unix seconds), the end of the paid period. */
  scheduledChange?: { plan: string; level: string; period: string; price: number; at: number };
  /** 'duplicate-refunded': a second card subscription, cancelled and refunded. */
  notice?: string;
}

export interface TelegramSetting {
  id: string;
  active: boolean;
  /** When Telegram refused a message because the user blocked the bot (alerts were then switched off). */
  blockedAt?: string;
}

export interface UserInfo {
  userId: string;
  email: string;
  displayName: string;
  roles: string[];
  favorites: FavoriteListItem[];
  comments: CommentItem[];
  alerts: AlertGroup[];
  devices: TelegramSetting[];
  telegram: TelegramSetting | null;
  assinaturas: SubscriptionView[];
  invoices: InvoiceView[];
  invoiceAddress: InvoiceAddressFields | null;
  options: Record<string, unknown>;
  /** Shown to VIP/VIP30 only (robot configuration and webhook). */
  userKey: string | null;
  /** Trial days a plain checkout would grant this user now (0 after any subscription or trial): the server's word. */
  trialDays?: number;
}
