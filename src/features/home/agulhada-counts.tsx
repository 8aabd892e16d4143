import { useAgulhadaTotals } from './use-agulhada-totals';

const formatCount = (value: number) => value.toLocaleString('pt-BR');

/** Live buy/sell counts and the alerts of the last 24 h (totalRecentAlerts); nothing until known. */
export function AgulhadaCounts() {
  const totals = useAgulhadaTotals();
  if (!totals) return null;
  return (
    <div className="agulhada-counts" aria-live="polite">
      <p className="count buy">
        <strong>{formatCount(totals.compra)}</strong> agulhadas de compra
      </p>
      <p className="count sell">
        <strong>{formatCount(totals.venda)}</strong> agulhadas de venda
      </p>
      {totals.recentAlerts !== null && (
        <p className="count alerts">
          <strong>{formatCount(totals.recentAlerts)}</strong>{' '}
          {totals.recentAlerts === 1 ? 'alerta enviado' : 'alertas enviados'} nas últimas 24 horas
        </p>
      )}
    </div>
  );
}
