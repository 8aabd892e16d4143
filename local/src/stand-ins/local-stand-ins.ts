import type { StandIns } from '../../../api/src/runtime/stand-ins';
import { DEMO_PARTNER_BROKERS } from '../demo/demo-partner-brokers';
import { localHubAccess } from '../realtime/local-hub-adapter';
import { runningLocalHub } from '../realtime/local-hub-registry';
import { openEmbeddedStore } from '../store/embedded';
import { LocalCryptoGateway } from './crypto-gateway/local-crypto-gateway';
import { localInboxSender } from './email/local-inbox-sender';
import { ensureLocalChargeIndexes } from './payments/local-charges';
import { LocalPaymentProvider } from './payments/local-payment-provider';
import { LOCAL_PUSH_SUBSCRIBE_PATH } from './push/local-push-path';
import { LOCAL_TELEGRAM_PATH } from './telegram/local-telegram-path';
import { outboxSender } from './telegram/outbox-sender';

/** Every local implementation the API asks for in local mode, in one place. */
export const LOCAL_STAND_INS: StandIns = {
  openStore: (dataDir) => openEmbeddedStore({ dataDir }),
  ensureIndexes: ensureLocalChargeIndexes,
  payments: (store, webhookSecret) => new LocalPaymentProvider(store, webhookSecret),
  cryptoGateway: (store) => new LocalCryptoGateway(store),
  // Nothing leaves the machine: the outbox itself is the inbox, read on the local inbox page.
  emailSender: localInboxSender,
  telegramSender: outboxSender,
  realtime: (accessKey) => {
    const hub = runningLocalHub();
    return hub ? { publisher: hub, control: hub, access: localHubAccess(hub, accessKey) } : null;
  },
  telegramLinkPath: LOCAL_TELEGRAM_PATH,
  pushSubscribePath: LOCAL_PUSH_SUBSCRIBE_PATH,
  partnerBrokers: DEMO_PARTNER_BROKERS,
};
