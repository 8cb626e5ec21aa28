import { READ_MODELS } from '@plouf/command-api/read-models';
import { familyChannel } from '../live/channels.ts';

/** A child's report card changed: the family's room (its open pages read their cards again) and the desk. */
export const progressChannel = familyChannel(READ_MODELS.progress);
