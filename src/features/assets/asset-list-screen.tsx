import { useParams } from 'react-router-dom';
import { DEFAULT_EXCHANGE } from '../../domain/categories';
import { useAssets } from './use-assets';

export function AssetListScreen() {
  const { exchanges = DEFAULT_EXCHANGE, assetType } = useParams();
  const { data, error, isLoading, mutate } = useAssets(exchanges);
  if (error) {
    return (
      <section className="load-error" role="alert">
        <h1>Ocorreu um erro</h1>
        <p>Atualize a pagina ou reinicie o aplicativo.</p>
        <p>Verifique se você está cadastrado e logado.</p>
        <button type="button" className="link" onClick={() => void mutate()}>
          Recarregar
        </button>
      </section>
    );
  }
  if (isLoading || !data) return <p className="loading">Carregando...</p>;
  const items = assetType ? data.filter((item) => item.assetType === assetType) : data;
  if (items.length === 0) return <p className="empty">Nenhum ativo aqui.</p>;
  return (
    <section>
      <h1>Lista de ativos</h1>
      <ul className="asset-list">
        {items.map((item) => (
          <li key={item._id} className="asset-row" data-asset={item.asset}>
            <strong>
              {item.assetPrefix}:{item.symbol}
              {item.locked && <span title="Exclusivo para assinantes"> ★</span>}
            </strong>
            <span>{item.nome}</span>
            <span>{item.preco ?? '—'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
