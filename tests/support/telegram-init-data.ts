import { sign } from '@telegram-apps/init-data-node';
import { config } from '../../api/src/config';

/** The initData Telegram would give the mini-page in the private chat `chatId`, signed with the (local) bot token. */
export function signedInitData(chatId: string, authDate = new Date(), token = config().telegramInitDataToken): string {
  return sign({ user: { id: Number(chatId), first_name: 'Ana' }, chat_type: 'sender' }, token, authDate);
}

let address = 0;

/** Headers of one mini-page call: the initData, and a caller address of its own so rate limits stay per test. */
export function miniPageHeaders(initData: string): Record<string, string> {
  address += 1;
  return { 'x-telegram-init-data': initData, 'x-forwarded-for': `10.0.${Math.floor(address / 250)}.${address % 250}` };
}
