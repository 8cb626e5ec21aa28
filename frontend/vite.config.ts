import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deckPrecache } from './build/deckPrecache.ts';
import { deckWorkbox } from './build/deckWorkbox.ts';
import { iconNamesTable } from './build/iconNamesTable.ts';
import { precompress } from './build/precompress.ts';
import { stepPreloads } from './build/stepPreloads.ts';
import { trimBlueprintCss } from './build/trimBlueprintCss.ts';

const backend = 'http://127.0.0.1:3000';
const require = createRequire(import.meta.url);

export default defineConfig(({ isSsrBuild }) => {
  const deck = deckPrecache();
  return {
    // JSX through vite's own oxc transform: no React plugin needed.
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: [
      iconNamesTable(),
      trimBlueprintCss(),
      stepPreloads(),
      // The instructor's deck works offline (issue 26): a service worker for /profil/mes-cours only,
      // made by Workbox (build/deckWorkbox.ts); not in the server-rendering bundle.
      ...(isSsrBuild ? [] : [deck.plugin, VitePWA(deckWorkbox(deck.transform))]),
      precompress(),
    ],
    resolve: {
      alias: {
        // Per-icon SVG paths, so the icons we use are bundled one by one (see src/ui/icons.ts).
        '@blueprint-icon-paths': join(dirname(require.resolve('@blueprintjs/icons/package.json')), 'lib/esm/generated'),
      },
    },
    // The server bundle (src/entry-server.tsx) carries its dependencies: it runs from wherever the
    // build is put, with no node_modules beside it.
    ssr: { noExternal: true },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        onwarn(warning, warn) {
          // react-router and react-intl mark themselves "use client" for server components: moot in a SPA.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
    server: {
      proxy: {
        '/webapi': { target: backend },
        '/socket.io': { target: backend, ws: true },
        '/images': { target: backend },
      },
    },
  };
});
