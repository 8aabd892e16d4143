import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../../src/lib/paths';
import { preloadsFor, ROUTE_PRELOADS } from '../../../scripts/vite-route-preloads';

const ROOT = path.resolve(__dirname, '../../..');
const DIST = process.env.E2E_DIST ?? path.join(ROOT, 'dist');
const whenBuilt = existsSync(path.join(DIST, 'index.html')) ? it : it.skip;
const screenOf = (pathname: string) => ROUTE_PRELOADS.find((rule) => rule.pattern.test(pathname))?.module ?? null;

/** The address's lazy screen downloads beside the first script (scripts/vite-route-preloads.ts). */
describe('route preloads', () => {
  it('name the screen each lazy address opens on, and nothing for the others', () => {
    expect(screenOf(paths.assets())).toBe('src/features/assets/asset-dashboard-screen.tsx');
    expect(screenOf('/app')).toBe('src/features/assets/asset-dashboard-screen.tsx');
    expect(screenOf(paths.agulhadas)).toBe('src/features/assets/asset-dashboard-screen.tsx');
    expect(screenOf(`${paths.userAssets}/BMFBOVESPA`)).toBe('src/features/assets/own-assets-screen.tsx');
    expect(screenOf(paths.plans)).toBe('src/features/plans/plans-screen.tsx');
    for (const other of [
      paths.home,
      paths.chart('BMFBOVESPA:PETR4', 'D'),
      paths.subscribed,
      paths.faq,
      '/applause',
      paths.account,
    ]) {
      expect(screenOf(other)).toBeNull();
    }
    for (const rule of ROUTE_PRELOADS) expect(existsSync(path.join(ROOT, rule.module))).toBe(true);
  });

  it('leave out what the first script brings itself and add the stylesheets', () => {
    const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, css: string[] = []) =>
      [fileName, { fileName, imports, facadeModuleId, css }] as const;
    const chunks = new Map([
      chunk('index.js', ['react.js']),
      chunk('react.js', []),
      chunk('screen.js', ['react.js', 'shared.js'], '/root/screen.tsx', ['screen.css']),
      chunk('shared.js', [], null, ['shared.css']),
    ]);
    expect(preloadsFor(chunks, 'index.js', '/root/screen.tsx')).toEqual({
      js: ['screen.js', 'shared.js'],
      css: ['screen.css', 'shared.css'],
    });
    expect(() => preloadsFor(chunks, 'index.js', '/root/gone.tsx')).toThrow(/no chunk/);
  });

  whenBuilt('are a script the built page loads, naming files that exist', () => {
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const script = /<script async src="\/(assets\/route-preloads-[^"]+\.js)"><\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    const source = readFileSync(path.join(DIST, script!), 'utf8');
    const named = [...source.matchAll(/"(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect(existsSync(path.join(DIST, file))).toBe(true);
  });
});
