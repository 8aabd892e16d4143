import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { overrideConfig } from '../../api/src/config';
import { startRuntime, type Runtime } from '../../local/src/runtime/runtime';

/** The benches that drive a browser: the built client served by the local product, the demo robot's backfill in place. */
export async function startBuiltProduct(): Promise<Runtime> {
  const root = process.cwd();
  const dist = process.env.E2E_DIST ?? path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`Client not built in ${dist}: run \`npx vite build\``);
  overrideConfig({ dataDir: '' });
  return startRuntime({ rootDir: root, port: 0, apiPort: 0, staticDir: dist, robot: 'prime' });
}

/** Headless Chromium with the project's flags (no network of its own, nothing downloaded). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
