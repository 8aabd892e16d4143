import { createChatCode } from '../../api/src/store/telegram-links';
import type { Store } from '../../api/src/store/types';

/** The one-time code the bot answers to /start in `chatId` (what a user pastes on /dispositivos). */
export async function botCodeFor(store: Store, chatId: string): Promise<string> {
  return (await createChatCode(store, chatId, new Date()))._id;
}
