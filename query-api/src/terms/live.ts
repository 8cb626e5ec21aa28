import { READ_MODELS, TERMS_ROOM } from '@plouf/command-api/read-models';
import { exactly, type LiveChannel } from '../live/channels.ts';

/**
 * Terms' slots: anyone may listen (the booking pages, visitors included); a notice names term ids
 * (a slot's places changed, a term opened) and nothing about who enrolled.
 */
export const termsChannel: LiveChannel = {
  readModel: READ_MODELS.terms,
  room: exactly(TERMS_ROOM),
  mayJoin: () => true,
  deliveries: (notice) => [{ room: TERMS_ROOM, ids: notice.ids }],
};
