import { Suspense, useEffect, useRef } from 'react';
import { timeframesOf } from '@agulhadas/domain/categories';
import { useDashboardParts } from './dashboard-parts';

/** Back of the asset card: the alerts slot, filled by the alerts feature's editor, on the asset's own timeframes. */
export function AssetCardBack({ asset, assetType }: { asset: string; assetType: string }) {
  const { AlertEditor } = useDashboardParts();
  const back = useRef<HTMLDivElement>(null);
  // The back comes before the card's buttons: turning the card from its bell takes focus here, so the next Tab reaches
  // the alerts, not the next card. A back mounted again by scrolling (focus elsewhere) leaves focus alone.
  useEffect(() => {
    const card = back.current?.closest('article');
    if (card?.contains(document.activeElement)) back.current?.focus();
  }, []);
  return (
    <div ref={back} className="card-back" tabIndex={-1} aria-label={`Alertas de ${asset}`} role="region">
      <Suspense fallback={<p className="loading">Carregando...</p>}>
        <AlertEditor asset={asset} timeframes={timeframesOf(assetType)} />
      </Suspense>
    </div>
  );
}
