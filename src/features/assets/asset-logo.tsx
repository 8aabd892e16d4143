import { logoPath } from '../../lib/chart-link';
import { KNOWN_LOGOS } from '../../lib/known-logos';

/** The first letter or digit of the symbol ('BMFBOVESPA:PETR4' → 'P'), for assets without a logo. */
function avatarLetter(asset: string): string {
  const symbol = asset.slice(asset.indexOf(':') + 1);
  return (/[\p{L}\p{N}]/u.exec(symbol)?.[0] ?? '?').toUpperCase();
}

/**
 * The asset's logo when one exists, otherwise a letter avatar of the same size: only files that exist are asked
 * for (no failed request, no console error), and the title beside it never moves when a logo is missing.
 */
export function AssetLogo({ asset }: { asset: string }) {
  if (!KNOWN_LOGOS.has(asset)) {
    return (
      <span className="logo letter-avatar" aria-hidden="true">
        {avatarLetter(asset)}
      </span>
    );
  }
  return <img className="logo" src={logoPath(asset)} alt="" width={32} height={32} loading="lazy" decoding="async" />;
}
