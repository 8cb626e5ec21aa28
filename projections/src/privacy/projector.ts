import { FAMILY_PRIVACY_EVENT_TYPES, type FamilyPrivacyEvent } from '@plouf/command-api/events';
import { READ_MODELS } from '@plouf/command-api/read-models';
import type { Projector } from '../runner/projector.ts';

/**
 * Families' erasures (issue 25): the request waiting for the desk, withdrawn (with the reason the
 * family is told), or done. Notices: `privacy`, ids the families (the desk's room and the family's).
 */
export const privacyProjector: Projector = {
  readModel: READ_MODELS.privacy,
  handles: [...FAMILY_PRIVACY_EVENT_TYPES],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as FamilyPrivacyEvent;
    const famId = event.data.famId;
    const at = new Date(event.data.at);
    const row =
      event.type === 'ErasureRequested'
        ? { status: 'requested' as const, requested_at: at, via: event.data.via, withdrawn_at: null, withdrawn_reason: null }
        : event.type === 'ErasureWithdrawn'
          ? { status: 'withdrawn' as const, withdrawn_at: at, withdrawn_reason: event.data.reason }
          : { status: 'erased' as const, erased_at: at, erasure_id: event.data.erasureId };
    await trx
      .insertInto('erasure_requests')
      .values({ fam_id: famId, requested_at: null, via: null, withdrawn_at: null, withdrawn_reason: null, erased_at: null, erasure_id: null, ...row })
      .onConflict((oc) => oc.column('fam_id').doUpdateSet(row))
      .execute();
    return [famId];
  },
  async reset(trx) {
    await trx.deleteFrom('erasure_requests').execute();
  },
};
