/** A complete production environment: every required setting, nothing local. */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  MONGODB_URI: 'mongodb://db.example.invalid:27017',
  PUBLIC_URL: 'https://agulhadas.example',
  ROBOT_KEY: 'robot-key-0123456789abcdef',
  ADMIN_KEY: 'admin-key-0123456789abcdef',
  STRIPE_SECRET_KEY: 'sk_test_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
  STRIPE_PRICE_IDS: 'vip_m=price_123',
  PIX_KEY: '12345678000199',
  PIX_MERCHANT_NAME: 'AGULHADAS LTDA',
  PIX_MERCHANT_CITY: 'RECIFE',
  CRYPTO_GATEWAY_URL: 'https://pay.example',
  CRYPTO_GATEWAY_KEY: 'crypto-key',
  TELEGRAM_BOT_TOKEN: '123456:ABCDEF',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.invalid:465',
  EMAIL_FROM: 'Agulhadas <contato@agulhadas.example>',
  WEBPUBSUB_CONNECTION_STRING: 'Endpoint=https://x.webpubsub.azure.com;AccessKey=c2VjcmV0;Version=1.0;',
};
