import { assetListUrl, dashboardListUrl } from '../../src/features/assets/asset-list-url';

describe('the list a dashboard path opens on', () => {
  it('is the list useAssets asks for: the path’s exchange segment, or the list’s default', () => {
    expect(dashboardListUrl('/app/BMFBOVESPA/stock')).toBe(assetListUrl('BMFBOVESPA', false));
    expect(dashboardListUrl('/app/CME_MINI,COMEX')).toBe('/api/getAllAssets/?exchange=CME_MINI%2CCOMEX&format=compact');
    expect(dashboardListUrl('/app')).toBe(assetListUrl('BMFBOVESPA', false));
    expect(dashboardListUrl('/app/')).toBe(assetListUrl('BMFBOVESPA', false));
    expect(dashboardListUrl('/lista-de-agulhadas-do-didi')).toBe(assetListUrl('all', false));
    expect(dashboardListUrl('/lista-de-agulhadas-do-didi/favoritos')).toBe(assetListUrl('favoritos', false));
  });

  it('is none elsewhere, on the own-assets list and on a malformed segment', () => {
    for (const path of [
      '/',
      '/assinatura',
      '/appuser/all',
      '/application',
      '/grafico/BMFBOVESPA/PETR4/D',
      '/app/%E0%A4%A',
    ])
      expect(dashboardListUrl(path)).toBeNull();
  });
});
