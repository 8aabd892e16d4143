// `npm run telegram:setup`: registers the bot's webhook (with its secret) and its command list with Telegram, for
// the deployed site. Run once per bot and whenever PUBLIC_URL or the secret changes (README, "Telegram").
import { z } from 'zod';

const settings = z
  .object({
    TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]+$/, 'TELEGRAM_BOT_TOKEN must be the token @BotFather gave (123456:ABC…)'),
    // Telegram accepts 1–256 characters of A–Z, a–z, 0–9, _ and - as secret_token.
    TELEGRAM_WEBHOOK_SECRET: z.string().regex(/^[\w-]{16,256}$/, 'TELEGRAM_WEBHOOK_SECRET must have 16–256 characters among A–Z, a–z, 0–9, _ and -'),
    PUBLIC_URL: z.url({ protocol: /^https$/, error: 'PUBLIC_URL must be the https address of the deployed site' }),
    // The same setting the API sends alerts through: a proxy or a local Bot API server serves both.
    TELEGRAM_API_URL: z.url({ protocol: /^https?$/, error: 'TELEGRAM_API_URL must be an http(s) address' }).default('https://api.telegram.org'),
  })
  .safeParse(process.env);

if (!settings.success) {
  console.error(settings.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  process.exit(1);
}

const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_WEBHOOK_SECRET: secret, PUBLIC_URL: site, TELEGRAM_API_URL: apiUrl } = settings.data;

async function botApi(method: string, body: object): Promise<void> {
  const answer = await fetch(`${apiUrl.replace(/\/+$/, '')}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const result = (await answer.json()) as { ok: boolean; description?: string };
  if (!result.ok) throw new Error(`${method}: ${result.description ?? answer.status}`);
  console.log(`${method}: ok`);
}

await botApi('setWebhook', {
  url: new URL('/api/telegramWebhook', site).toString(),
  secret_token: secret,
  allowed_updates: ['message'],
  drop_pending_updates: true,
});
await botApi('setMyCommands', {
  commands: [
    { command: 'start', description: 'Conectar este chat à sua conta do Agulhadas' },
    { command: 'status', description: 'Ver a conexão com o Agulhadas' },
    { command: 'parar', description: 'Desligar os alertas pelo Telegram' },
  ],
});
