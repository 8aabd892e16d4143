import { useSession } from '../../lib/session-provider';
import {
  DEFAULT_ALERT_FREQUENCY,
  isAlertFrequency,
  type AlertFrequency,
} from '@agulhadas/domain/alerts/alert-frequency';

/** The user's saved frequency option (server copy first, then this browser's), else 'tf'. */
export function useDefaultFrequency(): AlertFrequency {
  const session = useSession();
  const saved = session.userInfo?.options?.alertFrequency ?? session.options.alertFrequency;
  return isAlertFrequency(saved) ? saved : DEFAULT_ALERT_FREQUENCY;
}
