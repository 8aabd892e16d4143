import { Suspense } from 'react';
import { timeframesOf } from '@agulhadas/domain/categories';
import { useDashboardParts } from './dashboard-parts';

/** Back of the asset card: the alerts slot, filled by the alerts feature's editor, on the asset's own timeframes. */
export function AssetCardBack({ asset, assetType }: { asset: string; assetType: string }) {
  const { AlertEditor } = useDashboardParts();
  return (
    <div className="card-back">
      <Suspense fallback={<p className="loading">Carregando...</p>}>
        <AlertEditor asset={asset} timeframes={timeframesOf(assetType)} />
      </Suspense>
    </div>
  );
}
