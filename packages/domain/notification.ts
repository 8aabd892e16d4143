import type { Readings } from './reading';

/** One alert firing as GET /api/userNotifications answers it. */
export interface NotificationView {
  _id: string;
  asset: string;
  timeframe: string;
  /** ISO time of the firing. */
  timestamp: string;
  message: string;
  /** The alert's id. */
  id: string;
  lastNotification: string;
  /** Readings of every timeframe at the moment of the alert. */
  assetData: Readings;
}
