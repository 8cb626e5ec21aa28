import { READ_MODELS } from '@plouf/command-api/read-models';
import { adminChannel } from '../live/channels.ts';

/** New, read and deleted contacts reach the admins' open lists. */
export const contactsChannel = adminChannel(READ_MODELS.contacts);
