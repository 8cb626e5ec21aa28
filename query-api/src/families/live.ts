import { isPlatformAdmin, type LiveChannel } from '../live/channels.ts';

/** A family's own room (`family:{famId}`), joined by its members and the administrators. */
export const familyChannel: LiveChannel = {
  readModel: 'families',
  room: /^family:(\d+)$/,
  mayJoin: (user, match) => isPlatformAdmin(user) || (user !== null && user.famId === Number(match[1])),
  roomsFor: (notice) => notice.ids.map((famId) => `family:${famId}`),
};

/** The back-office's family list. */
export const adminFamiliesChannel: LiveChannel = {
  readModel: 'families',
  room: /^admin:families$/,
  mayJoin: (user) => isPlatformAdmin(user),
  roomsFor: () => ['admin:families'],
};
