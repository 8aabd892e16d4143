import type { Store } from '@agulhadas/delivery/store/types';
import type { Clock } from '../clock';
import { takeToken } from '../pace/token-bucket';
import { BOT_BUCKET, BOT_SPACING_MS } from './telegram-pace';

/**
 * The bot's next token, waited for. A wait that ends later than one spacing after its token (the event loop was kept
 * busy meanwhile) gives that token up and takes the next: sends woken late would leave together with the tokens due
 * after them and crowd Telegram's 1-second window. No token before `pause.until` (the last 429's pause).
 */
export async function botSlot(store: Store, clock: Clock, pause: { until: number }): Promise<number> {
  for (;;) {
    let token = await takeToken(store, BOT_BUCKET, BOT_SPACING_MS, clock.now());
    while (token < pause.until) token = await takeToken(store, BOT_BUCKET, BOT_SPACING_MS, pause.until);
    await clock.sleepUntil(token);
    if (clock.now() - token <= BOT_SPACING_MS) return token;
  }
}
