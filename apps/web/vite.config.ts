import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Two pages: the app (index.html) and the perft benchmark page (perft.html).
// Assets go to /app-assets/ so the app and the docs site (its /assets/) can share one origin.
export default defineConfig({
  plugins: [react()],
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
