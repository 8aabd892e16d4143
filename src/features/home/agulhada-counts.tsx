import { useAgulhadaTotals } from './use-agulhada-totals';

const formatCount = (value: number) => value.toLocaleString('pt-BR');

/** Live buy/sell counts of the hero; renders nothing until the totals are known. */
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
    </div>
  );
}
