import { ADMIN_ROOMS } from '../rooms.ts';
import { isPlatformAdmin, type LiveChannel } from '../live/channels.ts';

/** Sign-ups, validations and unsubscriptions reach the admins' open newsletter list. */
export const newsletterChannel: LiveChannel = {
  readModel: 'newsletter',
  room: /^admin:newsletter$/,
  mayJoin: (user) => isPlatformAdmin(user),
  deliveries: (notice) => [{ room: ADMIN_ROOMS.newsletter, ids: notice.ids }],
};
