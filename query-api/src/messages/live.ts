import { READ_MODELS } from '@plouf/command-api/read-models';
import { adminChannel } from '../live/channels.ts';

/** Messages sent, and their mails leaving (the mailer's notices), reach the admins' open pages. */
export const messagesChannel = adminChannel(READ_MODELS.messages);
