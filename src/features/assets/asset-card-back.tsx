import { Suspense } from 'react';
import { useDashboardParts } from './dashboard-parts';

/** Back of the asset card: the alerts slot, filled by the alerts feature's editor (spec 02 §2). */
export function AssetCardBack({ asset }: { asset: string }) {
  const { AlertEditor } = useDashboardParts();
  return (
    <div className="card-back">
      <Suspense fallback={<p className="loading">Carregando...</p>}>
        <AlertEditor asset={asset} />
      </Suspense>
    </div>
  );
}
