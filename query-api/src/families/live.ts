import { READ_MODELS } from '@plouf/command-api/read-models';
import { adminChannel, familyChannel as familyRoomChannel } from '../live/channels.ts';

/** A family's own room (`family:{famId}`), joined by its members and the administrators. */
export const familyChannel = familyRoomChannel(READ_MODELS.families);

/** The back-office's family list. */
export const adminFamiliesChannel = adminChannel(READ_MODELS.families);
