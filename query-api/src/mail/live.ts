import { ADMIN_ROOMS } from '../rooms.ts';
import { isPlatformAdmin, type LiveChannel } from '../live/channels.ts';

/**
 * A template or skin saved, restored or deleted reaches the admins' open mail screens (the ids
 * are a template's kind or a skin's id: a screen reloads what it shows and compares).
 */
export const mailChannel: LiveChannel = {
  readModel: 'mail',
  room: /^admin:mail$/,
  mayJoin: (user) => isPlatformAdmin(user),
  deliveries: (notice) => [{ room: ADMIN_ROOMS.mail, ids: notice.ids }],
};
