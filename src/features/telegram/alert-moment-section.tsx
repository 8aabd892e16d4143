import { formatDateTime, formatPrice } from '@agulhadas/domain/presentation/format';
import type { MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { TickedAsset } from '@agulhadas/domain/price-tick';
import type { MiniPageNotification } from './mini-page-data';
import { ReadingRow } from './reading-row';

interface AlertMomentProps {
  notification: MiniPageNotification;
  priced: TickedAsset & { marketHours?: MarketHoursKey };
}

/** 'Alerta em' date and the price of the alert's timeframe at that moment. */
function AlertMoment({ notification, priced }: AlertMomentProps) {
  const reading =
    notification.assetData.find((item) => item.timeframe === notification.timeframe) ?? notification.assetData[0];
  return (
    <p className="alert-moment">
      Alerta em: {formatDateTime(notification.lastNotification)}
      {reading && <> · Preço: {formatPrice(reading.preco, priced)}</>}
    </p>
  );
}

/** The readings of every timeframe as they were when the alert fired, with the alert's own message. */
export function AlertMomentSection({ notification, priced }: AlertMomentProps) {
  return (
    <section aria-label="No momento do alerta">
      <h2>No momento do alerta</h2>
      {notification.message && <p>{notification.message}</p>}
      <AlertMoment notification={notification} priced={priced} />
      <ul className="mini-readings">
        {notification.assetData.map((reading) => (
          <ReadingRow key={reading.timeframe} reading={reading} priced={priced} dateLabel="Leitura" />
        ))}
      </ul>
    </section>
  );
}
