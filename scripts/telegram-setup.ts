// `npm run telegram:setup`: registers the bot's webhook (with its secret) and its command list with Telegram, for
// the deployed site. Run once per bot and whenever PUBLIC_URL or the secret changes (docs/notifications.md, "Telegram").
import { readTelegramSetupSettings } from './telegram-setup-settings';

const read = readTelegramSetupSettings(process.env);
if ('problems' in read) {
  console.error(read.problems.join('\n'));
  process.exit(1);
}

const {
  TELEGRAM_BOT_TOKEN: token,
  TELEGRAM_WEBHOOK_SECRET: secret,
  PUBLIC_URL: site,
  TELEGRAM_API_URL: apiUrl,
} = read.settings;

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
