import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ROUTE_PRELOADS, routePreloads } from './scripts/vite-route-preloads.ts';

export default defineConfig({
  // The screen of the address a page opens on downloads beside the first script (scripts/vite-route-preloads.ts).
  plugins: [react(), routePreloads(ROUTE_PRELOADS)],
  // No source maps: they would publish the client's source with the site.
  build: { outDir: 'dist', sourcemap: false },
});
