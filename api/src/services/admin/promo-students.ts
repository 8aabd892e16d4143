import type { ImportCounts, PromoStudentRow } from '@agulhadas/domain/admin/promo-students';
import { appendAudit } from '../../store/audit-log';
import { onceGrants } from '../../store/once-grants';
import { normalizeEmail, promoEligible } from '../../store/promo-eligible';
import type { Store } from '../../store/types';
import type { ParsedEmailList } from './email-list';

export interface ImportPlan {
  counts: ImportCounts;
  newEmails: string[];
  invalid: string[];
}

/** How a list would change the promo list, without changing it. */
export async function planImport(store: Store, list: ParsedEmailList): Promise<ImportPlan> {
  const present = new Set(
    (
      await promoEligible(store)
        .find({ _id: { $in: list.emails } }, { projection: { _id: 1 } })
        .toArray()
    ).map((doc) => doc._id),
  );
  const newEmails = list.emails.filter((email) => !present.has(email));
  return {
    counts: { added: newEmails.length, alreadyPresent: present.size, invalid: list.invalid.length },
    newEmails,
    invalid: list.invalid,
  };
}

/**
 * Adds the new addresses in one unordered bulk write (upserts, so a list imported twice, or two admins at once, keep
 * one entry each) and writes one trail entry with the counts: a 10 000-line list is one action, not 10 000.
 */
export async function importPromoStudents(
  store: Store,
  list: ParsedEmailList,
  actor: { who: string; adminUserId: string },
  now: Date,
): Promise<ImportCounts> {
  const plan = await planImport(store, list);
  if (plan.newEmails.length === 0) return plan.counts;
  const at = now.toISOString();
  await promoEligible(store).bulkWrite(
    plan.newEmails.map((email) => ({
      updateOne: {
        filter: { _id: email },
        update: { $set: { codigo: '30days' as const }, $setOnInsert: { addedAt: at } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
  await appendAudit(
    store,
    { ...actor, what: 'promo-students-imported', email: '', userId: null, before: null, after: { ...plan.counts } },
    now,
  );
  return plan.counts;
}

/** Takes an address off the list (a promo already taken stays with its holder); answers whether it was there. */
export async function removePromoStudent(
  store: Store,
  rawEmail: string,
  actor: { who: string; adminUserId: string },
  now: Date,
): Promise<boolean> {
  const email = normalizeEmail(rawEmail);
  const removed = await promoEligible(store).findOneAndDelete({ _id: email });
  if (!removed) return false;
  await appendAudit(
    store,
    {
      ...actor,
      what: 'promo-student-removed',
      email,
      userId: null,
      target: email,
      before: { codigo: removed.codigo, addedAt: removed.addedAt },
      after: null,
    },
    now,
  );
  return true;
}

export const PROMO_PAGE_SIZE = 50;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One page of the list, newest first, optionally only the addresses containing `search`. */
export async function listPromoStudents(
  store: Store,
  search: string,
  page: number,
): Promise<{ students: PromoStudentRow[]; total: number }> {
  const filter = search ? { _id: { $regex: escapeRegex(normalizeEmail(search)) } } : {};
  const total = await promoEligible(store).countDocuments(filter);
  const docs = await promoEligible(store)
    .find(filter, { sort: { addedAt: -1, _id: 1 }, skip: (page - 1) * PROMO_PAGE_SIZE, limit: PROMO_PAGE_SIZE })
    .toArray();
  const used = new Set(
    (
      await onceGrants(store)
        .find({ _id: { $in: docs.map((doc) => `promo:email:${doc._id}`) } })
        .toArray()
    ).map((grant) => grant._id.slice('promo:email:'.length)),
  );
  return { students: docs.map((doc) => ({ email: doc._id, addedAt: doc.addedAt, used: used.has(doc._id) })), total };
}
