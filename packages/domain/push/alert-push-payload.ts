import { alertHeading } from '../alerts/alert-message';
import { chartPath } from '../chart-path';
import type { PushPayload } from './push-device';

/** The parts of a notification its push message is made of. */
export interface AlertNotice {
  asset: string;
  timeframe: string;
  message: string;
}

/**
 * A notification as a phone shows it: the chart it is about as the title ('PETR4 (D)'), the rest of its text as the
 * body ('Agulhada de compra — preço 38,42'; the text whole when it does not start with that heading), and the chart
 * the notification opens when tapped.
 */
export function alertPushPayload(notice: AlertNotice): PushPayload {
  const title = alertHeading(notice.asset, notice.timeframe);
  const prefix = `${title}: `;
  const body = notice.message.startsWith(prefix) ? notice.message.slice(prefix.length) : notice.message;
  return { title, body, url: chartPath(notice.asset, notice.timeframe) };
}
