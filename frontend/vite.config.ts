import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // JSX through vite's own oxc transform: no React plugin needed.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    // Blueprint and friends sit in the root node_modules beside an older hoisted React; every
    // import of React must reach the frontend's own copy or hooks break.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: {
      '/webapi': { target: backend, changeOrigin: false },
      '/socket.io': { target: backend, ws: true },
      '/images': { target: backend },
    },
  },
});
