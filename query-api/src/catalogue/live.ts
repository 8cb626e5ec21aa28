import { ADMIN_CATALOGUE_ROOMS, CATALOGUE_MODELS, CATALOGUE_ROOMS } from '@plouf/command-api/read-models';
import { exactly, isPlatformAdmin, type LiveChannel } from '../live/channels.ts';

/**
 * Each catalogue read model has a public room, which carries only what visitors may learn of (no
 * draft post, no disabled pool that never was public), and an administrators' room with every change.
 */
export const catalogueChannels: LiveChannel[] = CATALOGUE_MODELS.flatMap((model): LiveChannel[] => [
  {
    readModel: model,
    room: exactly(CATALOGUE_ROOMS[model]),
    mayJoin: () => true,
    deliveries: (notice) => [{ room: CATALOGUE_ROOMS[model], ids: notice.publicIds ?? notice.ids }],
  },
  {
    readModel: model,
    room: exactly(ADMIN_CATALOGUE_ROOMS[model]),
    mayJoin: (user) => isPlatformAdmin(user),
    deliveries: (notice) => [{ room: ADMIN_CATALOGUE_ROOMS[model], ids: notice.ids }],
  },
]);
