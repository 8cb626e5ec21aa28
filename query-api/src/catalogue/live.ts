import { ADMIN_CATALOGUE_ROOMS, CATALOGUE_ROOMS, type CatalogueRoomModel } from '../rooms.ts';
import { isPlatformAdmin, type LiveChannel } from '../live/channels.ts';

const MODELS = Object.keys(CATALOGUE_ROOMS) as CatalogueRoomModel[];

/**
 * Each catalogue read model has a public room, which carries only what visitors may learn of (no
 * draft post, no disabled pool that never was public), and an administrators' room with every change.
 */
export const catalogueChannels: LiveChannel[] = MODELS.flatMap((model): LiveChannel[] => [
  {
    readModel: model,
    room: new RegExp(`^${CATALOGUE_ROOMS[model]}$`),
    mayJoin: () => true,
    deliveries: (notice) => [{ room: CATALOGUE_ROOMS[model], ids: notice.publicIds ?? notice.ids }],
  },
  {
    readModel: model,
    room: new RegExp(`^${ADMIN_CATALOGUE_ROOMS[model]}$`),
    mayJoin: (user) => isPlatformAdmin(user),
    deliveries: (notice) => [{ room: ADMIN_CATALOGUE_ROOMS[model], ids: notice.ids }],
  },
]);
