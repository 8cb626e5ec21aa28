import { ADMIN_ROOMS, familyRoom } from '../rooms.ts';
import { isPlatformAdmin, type LiveChannel } from '../live/channels.ts';

/** The back-office's order list and details: every order placed or changed. */
export const adminOrdersChannel: LiveChannel = {
  readModel: 'orders',
  room: /^admin:orders$/,
  mayJoin: (user) => isPlatformAdmin(user),
  deliveries: (notice) => [{ room: ADMIN_ROOMS.orders, ids: notice.ids }],
};

/**
 * A family's orders and cards, told in the family's own room (`family:{famId}`, joined by its
 * members and the administrators; the join check is the family channel's). The notice names the
 * family; the screens read their orders and cards again.
 */
export const familyOrdersChannels: LiveChannel[] = ['family-orders', 'cards'].map((readModel) => ({
  readModel,
  room: /^family:(\d{1,10})$/,
  mayJoin: (user, match) => isPlatformAdmin(user) || (user !== null && user.famId === Number(match[1])),
  deliveries: (notice) => notice.ids.map((famId) => ({ room: familyRoom(famId), ids: [famId] })),
}));
