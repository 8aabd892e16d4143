import { featureOn } from '../config';
import type { InvocationContextType } from '../http/azure';
import { telegramSender } from '../services/telegram/select-sender';
import type { Store } from '../store/types';

/**
 * The bot writes to a chat about a change made on the site (a chat linked with a code, or disconnected), where
 * there is no update of the chat to answer. Best effort: the change is already saved and stands whether or not
 * the notice gets through, so a failed send is logged, never retried and never fails the request.
 */
export async function tellChat(store: Store, chatId: string, text: string, invocation: InvocationContextType): Promise<void> {
  if (!featureOn('telegram')) return;
  try {
    await telegramSender(store).send({ chatId, text });
  } catch (error) {
    invocation.warn(`Telegram notice to chat ${chatId} not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}
