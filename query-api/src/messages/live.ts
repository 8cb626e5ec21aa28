import { isPlatformAdmin, type LiveChannel } from '../live/channels.ts';

/** Messages sent, and their mails leaving (the mailer's notices), reach the admins' open pages. */
export const messagesChannel: LiveChannel = {
  readModel: 'messages',
  room: /^admin:messages$/,
  mayJoin: (user) => isPlatformAdmin(user),
  deliveries: (notice) => [{ room: 'admin:messages', ids: notice.ids }],
};
