import { z } from 'zod';

/**
 * The part of Telegram's Update the bot reads: a text message in a chat. Anything else (edited messages,
 * callbacks, stickers, channel posts…) parses as an update without `message.text` and is ignored.
 */
export const telegramUpdateSchema = z.object({
  update_id: z.number().int(),
  message: z
    .object({
      chat: z.object({ id: z.number().int(), type: z.string().max(32) }),
      text: z.string().max(4096).optional(),
      from: z.object({ first_name: z.string().max(256).optional() }).optional(),
    })
    .optional(),
});

export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;
