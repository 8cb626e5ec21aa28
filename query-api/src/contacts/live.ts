import { ADMIN_ROOMS } from '../rooms.ts';
import { isPlatformAdmin, type LiveChannel } from '../live/channels.ts';

/** New, read and deleted contacts reach the admins' open lists. */
export const contactsChannel: LiveChannel = {
  readModel: 'contacts',
  room: /^admin:contacts$/,
  mayJoin: (user) => isPlatformAdmin(user),
  deliveries: (notice) => [{ room: ADMIN_ROOMS.contacts, ids: notice.ids }],
};
