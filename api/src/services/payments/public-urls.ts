import { config } from '../../config';

/** Absolute URLs the provider sends the buyer back to (Stripe requires absolute ones). */
export function publicUrl(path: string): string {
  return `${config().publicUrl}${path}`;
}
