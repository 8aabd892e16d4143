import { safeRedirect } from '../../../local/src/auth/auth-emulator';

/** The local login/logout redirect stays on the site, whatever tricks the target carries. */
describe('safeRedirect', () => {
  it.each(['/app', '/app/BMFBOVESPA/stock?x=1#y', '/assinatura'])('keeps the same-site path %s', (target) => {
    expect(safeRedirect(target, '/')).toBe(target);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '',
    null,
  ])('refuses %j', (target) => {
    expect(safeRedirect(target, '/app')).toBe('/app');
  });
});
