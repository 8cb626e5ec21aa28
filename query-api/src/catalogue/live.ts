import { CATALOGUE_ROOMS } from '../contracts.ts';
import type { LiveChannel } from '../live/channels.ts';

/** Read model → public room: the catalogue is public, so anyone may follow its changes. */
const ROOMS: Record<string, string> = {
  pools: CATALOGUE_ROOMS.pools,
  activities: CATALOGUE_ROOMS.activities,
  passes: CATALOGUE_ROOMS.passes,
  mns: CATALOGUE_ROOMS.mns,
  pages: CATALOGUE_ROOMS.pages,
  blog: CATALOGUE_ROOMS.blog,
  media: CATALOGUE_ROOMS.media,
};

export const catalogueChannels: LiveChannel[] = Object.entries(ROOMS).map(([readModel, room]) => ({
  readModel,
  room: new RegExp(`^${room}$`),
  mayJoin: () => true,
  roomsFor: () => [room],
}));
