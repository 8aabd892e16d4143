import { logoPath } from '../../lib/chart-link';

// Logos that failed once: a card scrolled back into view renders without one instead of asking again.
const missingLogos = new Set<string>();

function hideBrokenLogo(event: React.SyntheticEvent<HTMLImageElement>, asset: string) {
  event.currentTarget.style.display = 'none';
  missingLogos.add(asset);
}

/** The asset's logo, left out once it failed to load. */
export function AssetLogo({ asset }: { asset: string }) {
  if (missingLogos.has(asset)) return null;
  return (
    <img
      className="logo"
      src={logoPath(asset)}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      onError={(event) => hideBrokenLogo(event, asset)}
    />
  );
}
