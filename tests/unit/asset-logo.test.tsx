import { readdirSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { AssetLogo } from '../../src/features/assets/asset-logo';
import { logoPath } from '../../src/lib/chart-link';
import { KNOWN_LOGOS } from '../../src/lib/known-logos';

const LOGO_DIR = path.resolve(__dirname, '../../public/logo/symbols');

describe('asset logos', () => {
  it('lists exactly the logo files that are served', () => {
    const served = readdirSync(LOGO_DIR)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => `/logo/symbols/${file}`)
      .sort();
    expect([...KNOWN_LOGOS].map(logoPath).sort()).toEqual(served);
  });

  it('asks for the logo of an asset that has one', () => {
    const [asset] = [...KNOWN_LOGOS];
    const html = renderToStaticMarkup(<AssetLogo asset={asset!} />);
    expect(html).toContain(`src="${logoPath(asset!)}"`);
  });

  it('shows a letter avatar, without a request, for an asset without a logo', () => {
    const asset = 'BMFBOVESPA:ZZZZ3';
    expect(KNOWN_LOGOS.has(asset)).toBe(false);
    const html = renderToStaticMarkup(<AssetLogo asset={asset} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('>Z</span>');
  });

  it('takes the first letter or digit of the symbol, not of the exchange', () => {
    expect(renderToStaticMarkup(<AssetLogo asset="BMFBOVESPA:1AB" />)).toContain('>1</span>');
    expect(renderToStaticMarkup(<AssetLogo asset="CME_MINI:es1!" />)).toContain('>E</span>');
  });
});
