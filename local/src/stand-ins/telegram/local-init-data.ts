import { sign } from '@telegram-apps/init-data-node';
import { config } from '../../../../api/src/config';

/**
 * The launch parameters Telegram gives a mini-page it opens (in the URL fragment, as telegram-web-app.js reads
 * them), with `initData` signed exactly as Telegram signs it, here with the local bot token: what the local Telegram
 * page appends to a message's button so the mini-page can be opened and verified offline.
 */
export function localLaunchFragment(chatId: string, now: Date): string {
  const initData = sign(
    { user: { id: Number(chatId), first_name: 'Você' }, chat_type: 'sender' },
    config().telegramInitDataToken,
    now,
  );
  return `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'web' }).toString()}`;
}
