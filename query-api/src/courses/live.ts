import { COURSES_ROOM, NOTICES, READ_MODELS } from '@plouf/command-api/read-models';
import { exactly, familyChannel, type LiveChannel } from '../live/channels.ts';

/**
 * Places left on courses: anyone may listen (the booking page, visitors included); a notice names
 * course ids and nothing about who booked. Each page reads again the courses it shows.
 */
export const coursesChannel: LiveChannel = {
  readModel: READ_MODELS.courses,
  room: exactly(COURSES_ROOM),
  mayJoin: () => true,
  deliveries: (notice) => [{ room: COURSES_ROOM, ids: notice.ids }],
};

/** A family's bookings changed (its own room: its members and the administrators). */
export const familyBookingsChannel = familyChannel(NOTICES.familyBookings);
