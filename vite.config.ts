import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // No source maps: they would publish the client's source with the site.
  build: { outDir: 'dist', sourcemap: false },
});
