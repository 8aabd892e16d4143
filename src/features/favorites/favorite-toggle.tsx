interface FavoriteToggleProps {
  asset: string;
  active: boolean;
  onToggle: (asset: string) => void;
}

/** The card's star: adds the asset to this browser's favourites or removes it. */
export function FavoriteToggle({ asset, active, onToggle }: FavoriteToggleProps) {
  return (
    <button
      type="button"
      className={active ? 'icon-button favorite on' : 'icon-button favorite'}
      aria-pressed={active}
      aria-label={active ? `Remover ${asset} dos favoritos` : `Adicionar ${asset} aos favoritos`}
      title={active ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}
      onClick={() => onToggle(asset)}
    >
      {active ? '♥' : '♡'}
    </button>
  );
}
