import { Link } from 'react-router';

/** Tells a delayed viewer how many agulhadas of this list only subscribers see. */
export function HiddenAgulhadasNotice({ count }: { count: number }) {
  return (
    <p className="notice hidden-agulhadas" role="status">
      Mais {count.toLocaleString('pt-BR')} {count === 1 ? 'ativo com agulhada' : 'ativos com agulhada'} nesta lista para
      assinantes. <Link to="/assinatura">Ver planos</Link>
    </p>
  );
}
