/** What a chat asked the bot, from the message text. */
export type BotCommand = { name: 'start'; payload: string } | { name: 'parar' } | { name: 'status' } | { name: 'help' };

/**
 * `/start`, `/start <payload>` (deep link), `/parar`, `/status`; in groups Telegram appends the bot's name
 * (`/status@AgulhadasBot`). Anything else asks for help.
 */
export function parseBotCommand(text: string | undefined): BotCommand {
  const match = /^\/([a-z]+)(?:@\w+)?(?:\s+(\S+))?\s*$/i.exec(text?.trim() ?? '');
  const name = match?.[1]?.toLowerCase();
  if (name === 'start') return { name: 'start', payload: match?.[2] ?? '' };
  if (name === 'parar' || name === 'stop') return { name: 'parar' };
  if (name === 'status') return { name: 'status' };
  return { name: 'help' };
}
