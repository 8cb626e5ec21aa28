import { ADMIN_ROOMS, familyRoom } from '../rooms.ts';
import { isPlatformAdmin, type LiveChannel } from '../live/channels.ts';

/** A family's own room (`family:{famId}`), joined by its members and the administrators. */
export const familyChannel: LiveChannel = {
  readModel: 'families',
  room: /^family:(\d{1,10})$/,
  mayJoin: (user, match) => isPlatformAdmin(user) || (user !== null && user.famId === Number(match[1])),
  deliveries: (notice) => notice.ids.map((famId) => ({ room: familyRoom(famId), ids: [famId] })),
};

/** The back-office's family list. */
export const adminFamiliesChannel: LiveChannel = {
  readModel: 'families',
  room: /^admin:families$/,
  mayJoin: (user) => isPlatformAdmin(user),
  deliveries: (notice) => [{ room: ADMIN_ROOMS.families, ids: notice.ids }],
};
