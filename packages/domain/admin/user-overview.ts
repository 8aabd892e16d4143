/** A person found by the start of their e-mail in the back office's Usuários. */
export interface UserMatch {
  userId: string;
  email: string;
  name: string;
  lastLogin: string;
}

/** What support sees about one person: plans, payments, trial, links, devices, alerts. */
export interface UserOverview extends UserMatch {
  createdAt: string;
  subscriptions: Array<{ subId: string; plan: string; status: string; expiry: number | null; card: boolean; cancelAtPeriodEnd: boolean; createdAt: string }>;
  invoices: Array<{ id: string; subId: string; amountCents: number; method: string; status: string; createdAt: string; paidAt: string | null }>;
  trialUsed: boolean;
  telegram: { linked: boolean; chatId: string | null };
  devices: Array<{ id: string; label: string; createdAt: string }>;
  alerts: number;
}
