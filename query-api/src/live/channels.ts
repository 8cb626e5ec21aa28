import type { ChangeNotice, SessionUser } from '@plouf/infra';
import { ADMIN_ROOMS, familyRoom } from '@plouf/command-api/read-models';
import { isPlatformAdmin } from '@plouf/infra';
export { isPlatformAdmin };

/**
 * A read model's live channel: which rooms its notices go to (each with the ids it may carry), and
 * who may join them. Every room a client asks for must match one channel's pattern and pass its
 * check, on the server; the check is made again whenever the session or its rights change.
 */
export interface LiveChannel {
  readModel: string;
  /** Rooms this channel serves, e.g. /^admin:contacts$/. */
  room: RegExp;
  mayJoin(user: SessionUser | null, match: RegExpExecArray): boolean;
  deliveries(notice: ChangeNotice): { room: string; ids: number[] }[];
}

/** The pattern of one room by its name (room names hold no pattern characters). */
export const exactly = (room: string) => new RegExp(`^${room}$`);

/** A back-office room (`admin:{readModel}`): administrators only, every change of the read model. */
export const adminChannel = (readModel: keyof typeof ADMIN_ROOMS): LiveChannel => ({
  readModel,
  room: exactly(ADMIN_ROOMS[readModel]),
  mayJoin: (user) => isPlatformAdmin(user),
  deliveries: (notice) => [{ room: ADMIN_ROOMS[readModel], ids: notice.ids }],
});

/**
 * A family's own room (`family:{famId}`), joined by its members and the administrators: a notice
 * whose ids are family ids goes to each family's room, and names the family only.
 */
export const familyChannel = (readModel: string): LiveChannel => ({
  readModel,
  room: /^family:(\d{1,10})$/,
  mayJoin: (user, match) => isPlatformAdmin(user) || (user !== null && user.famId === Number(match[1])),
  deliveries: (notice) => notice.ids.map((famId) => ({ room: familyRoom(famId), ids: [famId] })),
});
