import { config } from '../../config';
import { localStandIns } from '../../runtime/stand-ins';
import { getStore } from '../../store/db';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';

export type { PaymentProvider } from './payment-provider';

let cached: { key: string; provider: PaymentProvider } | null = null;

/** Stripe, or in local mode without STRIPE_SECRET_KEY the local test provider. Rebuilt if the settings change (tests). */
export function paymentProvider(): PaymentProvider {
  const settings = config();
  const key = `${settings.localMode}|${settings.stripeSecretKey}|${settings.stripeWebhookSecret}`;
  if (cached?.key !== key) {
    const standIns = settings.stripeSecretKey ? null : localStandIns();
    const provider = standIns
      ? standIns.payments(getStore, () => config().stripeWebhookSecret)
      : new StripePaymentProvider(settings.stripeSecretKey, settings.stripeWebhookSecret);
    cached = { key, provider };
  }
  return cached.provider;
}
