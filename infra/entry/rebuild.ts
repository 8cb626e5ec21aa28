import { loadConfig } from '@plouf/infra';
import { rebuildReadModel } from '@plouf/projections';
import { exitUnlessStoreExists } from './existing-store.ts';
import { openPlatform } from './platform.ts';

/**
 * `npm run rebuild [readModel…]`: drops the read models named (all when none) and replays them from
 * the event store. With PGlite, stop `npm start` first (one process per data folder).
 */
const config = loadConfig();
const names = process.argv.slice(2);
await exitUnlessStoreExists(config, 'Rebuilding from');
const platform = await openPlatform(config);
const unknown = names.filter((name) => !platform.projectors.some((projector) => projector.readModel === name));
if (unknown.length > 0) {
  console.error(`Unknown read model(s): ${unknown.join(', ')}. Known: ${platform.projectors.map((p) => p.readModel).join(', ')}`);
  await platform.close();
  process.exit(2);
}
for (const projector of platform.projectors) {
  if (names.length > 0 && !names.includes(projector.readModel)) continue;
  const started = Date.now();
  const { events, position } = await rebuildReadModel(platform.store, platform.db, projector);
  console.log(`${projector.readModel}: replayed ${events} events up to position ${position} in ${Date.now() - started} ms`);
}
await platform.close();
