import { loadConfig } from '@plouf/infra';
import { describeStore, exitUnlessStoreExists } from './existing-store.ts';
import { openPlatform } from './platform.ts';

/**
 * `npm run rewrap-keys`: after the server's secret changed (docs/adr/0022-personal-data.md,
 * "Rotation"), wraps every family's data key again under the new `APP_SECRET`; the old secret is
 * named in `PREVIOUS_APP_SECRETS` until this has run, then removed. The data keys themselves, and so
 * the events, do not change. With PGlite, stop `npm start` first (one process per data folder).
 */
const config = loadConfig();
await exitUnlessStoreExists(config, 'Rewrapping the keys of');
const platform = await openPlatform(config).catch((error: Error) => {
  console.error(`Cannot open the data: ${error.message}`);
  process.exit(1);
});
try {
  const rewrapped = await platform.subjectKeys.rewrap();
  console.log(`${rewrapped} key(s) of the ${describeStore(config)} wrapped again under the current APP_SECRET (${platform.subjectKeys.wrappingId}). PREVIOUS_APP_SECRETS can now be removed.`);
} catch (error) {
  console.error(`Nothing changed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await platform.close();
}
