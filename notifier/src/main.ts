import { existsSync } from 'node:fs';
import { stopOnSignals } from '@agulhadas/delivery/process/graceful-shutdown';
import { smtpSender } from '@agulhadas/delivery/email/smtp-sender';
import { botApiSender } from '@agulhadas/delivery/telegram/bot-api-sender';
import { ensureOutboxEmailIndexes } from '@agulhadas/delivery/queue/outbox-emails';
import { MongoStore } from '@agulhadas/delivery/store/mongo';
import { ensureTelegramQueueIndexes } from '@agulhadas/delivery/queue/telegram-queue';
import { ensurePushQueueIndexes } from '@agulhadas/delivery/queue/push-queue';
import { WebPushSender } from '@agulhadas/delivery/push/web-push-sender';
import { observeQueues } from '@agulhadas/delivery/telemetry/delivery-metrics';
import { startTelemetry } from '@agulhadas/delivery/telemetry/start-telemetry';
import { structuredLogger } from '@agulhadas/delivery/telemetry/structured-log';
import { startHealthServer } from './health-server';
import { createNotifier } from './notifier';
import { pushUsers } from './push/push-users';
import { readSettings, SettingsError } from './settings';
import { whenStoreReady } from './store-ready';
import { ensureChatLeaseIndexes } from './telegram/chat-leases';

/**
 * `npm run notifier`, and the container image's `node dist/main.js`: sends the queued Telegram messages, e-mails and web
 * push messages, always on, one or more replicas on one database (docs/notifications.md, "The notifier"). Its /health answers at
 * once; it starts sending once the database answers. On SIGTERM or SIGINT it finishes the sends in flight, releases its
 * chats and exits, within the shutdown grace period (past it, the sends are abandoned: their chat leases run out).
 */
if (existsSync('.env')) process.loadEnvFile('.env');
// Operational lines are JSON with the active trace id (structured-log.ts); a settings error stays plain text on stderr.
const log = structuredLogger('agulhadas-notifier');

try {
  const settings = readSettings();
  await startTelemetry({
    service: 'agulhadas-notifier',
    connectionString: settings.APPLICATIONINSIGHTS_CONNECTION_STRING,
    version: settings.AGULHADAS_VERSION,
  });
  const store = MongoStore.open({ uri: settings.MONGODB_URI, dbName: settings.MONGODB_DB });
  const notifier = createNotifier({
    store,
    telegram: settings.channels.has('telegram')
      ? botApiSender(settings.TELEGRAM_BOT_TOKEN, settings.TELEGRAM_API_URL)
      : null,
    email: settings.channels.has('email') ? smtpSender(settings.SMTP_URL, settings.EMAIL_FROM) : null,
    push: settings.channels.has('push')
      ? new WebPushSender(
          {
            subject: settings.VAPID_SUBJECT,
            publicKey: settings.VAPID_PUBLIC_KEY,
            privateKey: settings.VAPID_PRIVATE_KEY,
          },
          // Only the local push stand-in listens on loopback; a deployment reaches the browsers' push services alone.
          { allowLoopback: settings.LOCAL_MODE === '1' },
        )
      : null,
    site: { siteName: settings.SITE_NAME, supportEmail: settings.SUPPORT_EMAIL },
    emailPerSecond: settings.EMAIL_PER_SECOND,
    log,
  });
  const health = await startHealthServer(notifier, settings.NOTIFIER_HEALTH_PORT, settings.AGULHADAS_VERSION, log);
  log(
    `notifier ${notifier.owner}: ${[...settings.channels].join(', ') || 'no channel'}; health on :${settings.NOTIFIER_HEALTH_PORT}/health`,
  );
  const readiness = whenStoreReady(async () => {
    await ensureTelegramQueueIndexes(store);
    await ensureOutboxEmailIndexes(store);
    await ensureChatLeaseIndexes(store);
    await ensurePushQueueIndexes(store);
    await pushUsers.ensureIndexes(store);
  }, log);
  stopOnSignals({
    name: 'notifier',
    stop: async () => {
      readiness.stop();
      await notifier.stop();
      health.close();
      await store.close();
    },
    log,
  });
  if (await readiness.ready) {
    notifier.start();
    observeQueues(store, () => Date.now());
  }
} catch (error) {
  console.error(error instanceof SettingsError ? error.message : `The notifier could not start: ${String(error)}`);
  process.exit(1);
}
