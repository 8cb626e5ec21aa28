import { COURSES_ROOM, familyRoom } from '../rooms.ts';
import { isPlatformAdmin, type LiveChannel } from '../live/channels.ts';

/**
 * Places left on courses: anyone may listen (the booking page, visitors included); a notice names
 * course ids and nothing about who booked. Each page reads again the courses it shows.
 */
export const coursesChannel: LiveChannel = {
  readModel: 'courses',
  room: /^courses$/,
  mayJoin: () => true,
  deliveries: (notice) => [{ room: COURSES_ROOM, ids: notice.ids }],
};

/** A family's bookings changed (its own room: its members and the administrators). */
export const familyBookingsChannel: LiveChannel = {
  readModel: 'family-bookings',
  room: /^family:(\d{1,10})$/,
  mayJoin: (user, match) => isPlatformAdmin(user) || (user !== null && user.famId === Number(match[1])),
  deliveries: (notice) => notice.ids.map((famId) => ({ room: familyRoom(famId), ids: [famId] })),
};
