import { CODE_MINUTES } from '../store/telegram-links';

/** What the bot says, in Portuguese (the product's language). */
export const BOT_REPLIES = {
  code: (code: string) =>
    `Seu código para o Agulhadas: ${code}\n\nCole-o em Dispositivos (Alertas › Dispositivos) no site e salve. Ele vale ${CODE_MINUTES} minutos e pode ser usado uma vez.`,
  linked: 'Pronto! Este chat está conectado ao Agulhadas e vai receber os seus alertas.',
  linkedPaused:
    'Pronto! Este chat está conectado ao Agulhadas. Os alertas pelo Telegram estão desligados: para ligá-los, use Dispositivos no site do Agulhadas.',
  disconnected:
    'Telegram desconectado: este chat não vai mais receber os alertas do Agulhadas. Para conectar de novo, use Dispositivos no site do Agulhadas.',
  linkUsed: 'Este link já foi usado. Gere outro em Dispositivos, no site do Agulhadas.',
  linkExpired: 'Este link expirou ou não é válido. Gere outro em Dispositivos, no site do Agulhadas.',
  notAllowed: 'O seu plano não inclui alertas pelo Telegram. Veja os planos no site do Agulhadas.',
  stopped: 'Alertas pelo Telegram desligados. Para religar, use Dispositivos no site do Agulhadas.',
  notLinked: 'Este chat não está conectado a nenhuma conta do Agulhadas. Envie /start para receber um código.',
  status: (active: boolean) =>
    `Este chat está conectado ao Agulhadas. Alertas pelo Telegram: ${active ? 'ligados' : 'desligados'}.`,
  help: 'Comandos do robô do Agulhadas:\n/start — conectar este chat à sua conta\n/status — ver a conexão\n/parar — desligar os alertas',
} as const;
