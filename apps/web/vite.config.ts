import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Two pages: the app (index.html) and the perft benchmark page (perft.html).
// Assets go to /app-assets/ so the app and the docs site (its /assets/) can share one origin.
// `npm run dev`: the API calls go to a server running beside it (ARBITER_API, default port 3000).
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: process.env.ARBITER_API ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    assetsDir: 'app-assets',
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        perft: fileURLToPath(new URL('./perft.html', import.meta.url)),
      },
    },
  },
});
