import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Popover } from '../../components/popover';
import { SORT_KEYS, SORT_LABELS, type SortKey } from './model/asset-sort';

interface SortPopupProps {
  allowed: boolean;
  value: SortKey;
  onChange: (key: SortKey) => void;
  onClose: () => void;
}

export function SortPopup({ allowed, value, onChange, onClose }: SortPopupProps) {
  return (
    <Popover title="Ordenar por" onClose={onClose}>
      {allowed ? (
        <div className="sort-options" role="radiogroup" aria-label="Ordenar por">
          {SORT_KEYS.map((key) => (
            <label key={key}>
              <input type="radio" name="sort" value={key} checked={value === key} onChange={() => onChange(key)} />{' '}
              {SORT_LABELS[key]}
            </label>
          ))}
        </div>
      ) : (
        <p>
          A ordenação de ativos está disponível apenas para assinantes e convidados.{' '}
          <Link to={paths.plans}>Conheça os planos</Link>
        </p>
      )}
    </Popover>
  );
}
