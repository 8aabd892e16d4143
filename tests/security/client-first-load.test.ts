import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a phone downloads before any screen: the page's entry script and the chunks it imports statically. Every
 * screen but the home page (the dashboard included, which downloads beside it) and the validation library come
 * later, with the screens that use them. Needs the built client (`npm test` builds dist/ first).
 */
const ROOT = path.resolve(__dirname, '../..');
const DIST = process.env.E2E_DIST ?? path.join(ROOT, 'dist');
const built = existsSync(path.join(DIST, 'index.html'));
const whenBuilt = built ? it : it.skip;

/** The entry's file and every chunk reachable from it through static imports. */
function firstLoad(): Map<string, string> {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no module script');
  const loaded = new Map<string, string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    const code = readFileSync(path.join(DIST, file), 'utf8');
    loaded.set(file, code);
    // Static imports only (`import … from"./x.js"`, `import"./x.js"`); import("./x.js") loads on demand.
    for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g))
      visit(path.posix.join(path.posix.dirname(file), imported!));
  };
  visit(entry);
  return loaded;
}

describe('the first script every page loads', () => {
  whenBuilt('carries no validation library: zod loads with the screens that validate', () => {
    for (const [file, code] of firstLoad()) {
      if (code.includes('ZodError') || code.includes('$ZodType')) throw new Error(`${file} carries zod`);
    }
  });

  whenBuilt('carries no screen of another area (commerce, alerts, real time, chart)', () => {
    const files = [...firstLoad().keys()].map((file) => path.basename(file));
    expect(files.length).toBeGreaterThan(0);
    for (const screen of [
      'plans-screen',
      'cart-screen',
      'shop-screen',
      'my-alerts-screen',
      'realtime-screen',
      'chart-screen',
      'didi-chart',
      'zod',
    ]) {
      expect(files.filter((file) => file.startsWith(`${screen}-`))).toEqual([]);
    }
  });
});
