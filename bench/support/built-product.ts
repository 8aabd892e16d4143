import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { overrideConfig } from '../../api/src/config';
import { startRuntime, type Runtime } from '../../local/src/runtime/runtime';

/** The benches that drive a browser: the built client served by the local product, the demo robot's backfill in place. */
export async function startBuiltProduct(): Promise<Runtime> {
  const root = process.cwd();
  const dist = process.env.E2E_DIST ?? path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`Client not built in ${dist}: run \`npx vite build\``);
  overrideConfig({ dataDir: '' });
  return startRuntime({ rootDir: root, port: 0, apiPort: 0, staticDir: dist, robot: 'prime' });
}

/** The project's Chromium flags: headless, no network of its own, nothing downloaded. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless Chromium with the project's flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}
