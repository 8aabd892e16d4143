import type { PartnerBroker } from '@agulhadas/domain/content/partner-broker';
import { config } from '../config';
import type { CryptoGateway } from '../services/crypto-gateway/crypto-gateway';
import type { EmailSender } from '@agulhadas/delivery/email/email-sender';
import type { PaymentProvider } from '../services/payments/payment-provider';
import type { ClientAccess, ConnectionControl, RealtimePublisher } from '../services/realtime/realtime-service';
import type { TelegramSender } from '@agulhadas/delivery/telegram/telegram-sender';
import type { Store } from '../store/types';

/** The local hub's three faces, when the local runtime started one. */
export interface LocalRealtime {
  publisher: RealtimePublisher;
  control: ConnectionControl;
  access: ClientAccess;
}

/**
 * What local mode runs instead of a cloud service that is not configured. The production API depends on the
 * interfaces only; the local workspace (local/, never in the deployed bundle) installs its implementations before
 * the first request: `npm start`, the tests and the benches. A setting that names the real service always wins.
 */
export interface StandIns {
  /** The embedded store, kept under `dataDir` (in memory when null), instead of MongoDB. */
  openStore(dataDir: string | null): Promise<Store>;
  /** Indexes of the collections only the stand-ins keep (the local charge book). */
  ensureIndexes(store: Store): Promise<void>;
  /** Instead of Stripe: a checkout page that sends Stripe's signed events to the webhook. */
  payments(store: () => Promise<Store>, webhookSecret: () => string): PaymentProvider;
  /** Instead of the crypto gateway: a local test page. */
  cryptoGateway(store: () => Promise<Store>): CryptoGateway;
  /** Instead of SMTP: nothing leaves the machine, the outbox is read on a local inbox page. */
  emailSender: EmailSender;
  /** Instead of the Bot API: messages kept in an outbox, read on a local Telegram page. */
  telegramSender(store: Store): TelegramSender;
  /** Instead of Web PubSub: the local hub, or null while it is not running. */
  realtime(accessKey: string): LocalRealtime | null;
  /** Where the local Telegram page opens a deep link (instead of t.me/<bot>). */
  telegramLinkPath: string;
  /**
   * Where a browser gets a subscription to the local push service (a browser's own subscription points at its
   * vendor's push service, unreachable without internet); the API only hands the path to /dispositivos.
   */
  pushSubscribePath: string;
  /** Partner brokers to click through when PARTNER_BROKERS is not set. */
  partnerBrokers: readonly PartnerBroker[];
}

let installed: StandIns | null = null;

/** The local workspace's wiring; refused outside local mode, so a deployment can never run on them. */
export function installStandIns(standIns: StandIns): void {
  if (!config().localMode) throw new Error('Local stand-ins are only installed in local mode (LOCAL_MODE=1).');
  installed = standIns;
}

/** The installed stand-ins, or null outside local mode. In local mode they must be there: `npm start` installs them. */
export function localStandIns(): StandIns | null {
  if (!config().localMode) return null;
  if (!installed)
    throw new Error(
      'Local mode needs the local workspace: run the product with npm start (local/ installs the stand-ins).',
    );
  return installed;
}
