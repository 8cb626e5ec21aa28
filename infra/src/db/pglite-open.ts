import { PGlite } from '@electric-sql/pglite';

/** How an embedded database is opened: a data folder with its start parameters, an image in memory, or empty in memory. */
export interface PGliteStart {
  /** The data folder's database directory; none: in memory. */
  dataDir?: string | undefined;
  startParams?: string[] | undefined;
  /** An in-memory database's image (another PGlite's `dumpDataDir()`). */
  image?: Blob | undefined;
}

/** Opens PGlite as `start` says, on the thread that calls it (the pool's own, or PGlite's thread). */
export function openPGlite(start: PGliteStart): Promise<PGlite> {
  return start.dataDir ? PGlite.create(start.dataDir, { ...(start.startParams && { startParams: start.startParams }) }) : PGlite.create(start.image ? { loadDataDir: start.image } : {});
}
