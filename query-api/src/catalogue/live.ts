import { CATALOGUE_ROOMS } from '../contracts.ts';
import type { LiveChannel } from '../live/channels.ts';

/** Each catalogue read model has its public room, named in the contracts by the read model's name. */
export const catalogueChannels: LiveChannel[] = Object.entries(CATALOGUE_ROOMS).map(([readModel, room]) => ({
  readModel,
  room: new RegExp(`^${room}$`),
  mayJoin: () => true,
  roomsFor: () => [room],
}));
