import { READ_MODELS } from '@plouf/command-api/read-models';
import { adminChannel, familyChannel } from '../live/channels.ts';

/** An erasure asked, withdrawn or done: the desk's room, and the family's own (its /profil shows the status). */
export const privacyChannels = [adminChannel(READ_MODELS.privacy), familyChannel(READ_MODELS.privacy)];
