import { validate } from '@telegram-apps/init-data-node';
import { z } from 'zod';

/** How long the initData Telegram gave the mini-page stays good: the page is opened from a fresh message button. */
export const INIT_DATA_MAX_AGE_SECONDS = 3600;

const userSchema = z.object({ id: z.number().int() });

/**
 * The Telegram user of a mini-page, from the `initData` Telegram signed with the bot's token (HMAC-SHA256 over the
 * data-check string, as Telegram documents, verified by @telegram-apps/init-data-node), with `auth_date` neither
 * older than INIT_DATA_MAX_AGE_SECONDS nor ahead of the clock. In a private chat with the bot the user's id is the
 * chat id. Null when forged, stale or without a user.
 */
export function miniAppUserId(initData: string, botToken: string, now: Date): string | null {
  if (!initData || !botToken) return null;
  try {
    validate(initData, botToken, { expiresIn: 0 });
  } catch {
    return null;
  }
  const params = new URLSearchParams(initData);
  // Checked here against the request's clock (the package would use its own, and not refuse the future).
  const authDate = Number(params.get('auth_date')) * 1000;
  if (
    !Number.isFinite(authDate) ||
    authDate > now.getTime() + 60_000 ||
    authDate < now.getTime() - INIT_DATA_MAX_AGE_SECONDS * 1000
  )
    return null;
  try {
    const user = userSchema.safeParse(JSON.parse(params.get('user') ?? 'null'));
    return user.success ? String(user.data.id) : null;
  } catch {
    return null;
  }
}
