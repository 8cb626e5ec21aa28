import { ADMIN_ROOMS } from '../rooms.ts';
import { isPlatformAdmin, type LiveChannel } from '../live/channels.ts';

/** Messages sent, and their mails leaving (the mailer's notices), reach the admins' open pages. */
export const messagesChannel: LiveChannel = {
  readModel: 'messages',
  room: /^admin:messages$/,
  mayJoin: (user) => isPlatformAdmin(user),
  deliveries: (notice) => [{ room: ADMIN_ROOMS.messages, ids: notice.ids }],
};
