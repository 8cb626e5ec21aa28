import { Icons, type IconName } from '@blueprintjs/icons';
import { splitPathsBySizeLoader } from '@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader';

/*
 * Blueprint's default icon loader fetches every icon of a size at once (about 100 kB gzipped per
 * size). The icons this application shows (its own and those Blueprint components draw) are
 * bundled in one chunk instead (src/ui/iconPaths.ts), fetched with the first icon drawn, so a page's
 * script does not evaluate them before it shows; any other icon still loads through the default
 * loader. Icons are drawn once loaded, on the server as in the browser: the server's markup holds
 * their empty frames, which hydration finds the same.
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size) => {
      const { bundled } = await import('./iconPaths.ts');
      const paths = (size < 20 ? bundled[16] : bundled[20]).get(name);
      if (paths) return paths;
      if (import.meta.env.DEV) console.warn(`[icons] "${name}" (${size}px) is not bundled in src/ui/iconPaths.ts`);
      return splitPathsBySizeLoader(name, size);
    },
  });
}
