import { READ_MODELS } from '@plouf/command-api/read-models';
import { adminChannel } from '../live/channels.ts';

/** Sign-ups, validations and unsubscriptions reach the admins' open newsletter list. */
export const newsletterChannel = adminChannel(READ_MODELS.newsletter);
