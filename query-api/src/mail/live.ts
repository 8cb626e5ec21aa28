import { READ_MODELS } from '@plouf/command-api/read-models';
import { adminChannel } from '../live/channels.ts';

/**
 * A template or skin saved, restored or deleted reaches the admins' open mail screens (the ids
 * are a template's kind or a skin's id: a screen reloads what it shows and compares).
 */
export const mailChannel = adminChannel(READ_MODELS.mail);
