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
  subscriptions: Array<{
    subId: string;
    plan: string;
    status: string;
    expiry: number | null;
    card: boolean;
    cancelAtPeriodEnd: boolean;
    createdAt: string;
  }>;
  /** `refundedCents`: what a recorded refund gave back; null while none was. */
  invoices: Array<{
    id: string;
    subId: string;
    amountCents: number;
    method: string;
    status: string;
    createdAt: string;
    paidAt: string | null;
    refundedCents: number | null;
  }>;
  trialUsed: boolean;
  telegram: { linked: boolean; chatId: string | null };
  devices: Array<{ id: string; label: string; createdAt: string }>;
  alerts: number;
  /** The last e-mail confirming a payment (what 'Reenviar e-mail de confirmação' sends again); null when none is kept. */
  lastConfirmationEmail: { id: string; subject: string; createdAt: string; status: string } | null;
}
