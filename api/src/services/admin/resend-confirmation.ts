import { outboxEmails, type OutboxEmailDoc } from '@agulhadas/delivery/queue/outbox-emails';
import type { Caller } from '../../identity/caller';
import { appendAudit } from '../../store/audit-log';
import { DuplicateKeyError, type Store } from '../../store/types';
import { users } from '../../store/users';
import { adminActor } from './admin-actor';

/** The e-mails that confirm a payment: a plan paid (PIX, crypto, card) and a card upgrade charged. */
export const CONFIRMATION_TEMPLATES = ['payment-confirmed', 'plan-upgrade-charged'] as const;

/** A resent copy's id is the original's plus this mark and the cooldown window it was sent in. */
const RESEND_MARK = ':reenvio:';

/** A second click within this time sends nothing: the first copy is on its way. */
export const RESEND_COOLDOWN_MS = 10 * 60_000;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the overview says of the last confirmation e-mail: enough to decide whether to resend it. */
export interface ConfirmationEmailFact {
  id: string;
  subject: string;
  createdAt: string;
  status: string;
}

/**
 * The last confirmation e-mail queued for the person (resent copies aside), or null. Sent e-mails are kept 30 days
 * in the outbox, so an older confirmation is no longer there to resend.
 */
export async function lastConfirmationEmail(store: Store, userId: string): Promise<OutboxEmailDoc | null> {
  const recent = await outboxEmails(store)
    .find({ userId, template: { $in: [...CONFIRMATION_TEMPLATES] } }, { sort: { createdAt: -1 }, limit: 50 })
    .toArray();
  return recent.find((email) => !email._id.includes(RESEND_MARK)) ?? null;
}

export const confirmationFact = (email: OutboxEmailDoc): ConfirmationEmailFact => ({
  id: email._id,
  subject: email.subject,
  createdAt: email.createdAt,
  status: email.status,
});

export type ResendOutcome = { kind: 'none' } | { kind: 'recently-resent' } | { kind: 'queued'; id: string; to: string };

/**
 * Queues a copy of the person's last confirmation e-mail in the notifier's outbox, to the account's current address.
 * Idempotent within the cooldown: the copy's id names its window and a copy queued in the last ten minutes blocks
 * another, so a double click (or two admins at once) sends one.
 */
export async function resendConfirmation(
  store: Store,
  admin: Caller,
  userId: string,
  now: Date,
): Promise<ResendOutcome> {
  const original = await lastConfirmationEmail(store, userId);
  if (!original) return { kind: 'none' };
  const since = new Date(now.getTime() - RESEND_COOLDOWN_MS).toISOString();
  const recent = await outboxEmails(store).countDocuments({
    _id: { $regex: `^${escapeRegex(original._id + RESEND_MARK)}` },
    createdAt: { $gt: since },
  });
  if (recent > 0) return { kind: 'recently-resent' };
  const user = await users(store).findOne({ _id: userId }, { projection: { email: 1 } });
  const id = `${original._id}${RESEND_MARK}${Math.floor(now.getTime() / RESEND_COOLDOWN_MS)}`;
  const at = now.toISOString();
  const copy: OutboxEmailDoc = {
    _id: id,
    template: original.template,
    to: user?.email || original.to,
    bcc: original.bcc,
    subject: original.subject,
    name: original.name,
    userId,
    data: original.data,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    lastError: null,
    createdAt: at,
  };
  try {
    await outboxEmails(store).insertOne(copy);
  } catch (error) {
    if (error instanceof DuplicateKeyError) return { kind: 'recently-resent' };
    throw error;
  }
  await appendAudit(
    store,
    {
      ...adminActor(admin),
      what: 'confirmation-email-resent',
      email: copy.to,
      userId,
      target: original._id,
      before: { template: original.template, status: original.status, sentAt: original.sentAt ?? null },
      after: { template: original.template, status: 'pending', resentAt: at },
    },
    now,
  );
  return { kind: 'queued', id, to: copy.to };
}
