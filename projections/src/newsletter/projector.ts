import { NEWSLETTER_EVENT_TYPES, type FamilyErased, type NewsletterErased, type NewsletterEvent } from '@plouf/command-api/events';
import { foldText } from '@plouf/infra/text';
import { READ_MODELS } from '@plouf/command-api/read-models';
import { erased } from '../runner/erased.ts';
import type { Projector } from '../runner/projector.ts';

/** The back-office's newsletter list: one row per subscriber, as they stand now. */
export const newsletterProjector: Projector = {
  readModel: READ_MODELS.newsletter,
  handles: [...NEWSLETTER_EVENT_TYPES, 'NewsletterErased', 'FamilyErased'],
  async apply(trx, recorded) {
    if (recorded.type === 'FamilyErased' || recorded.type === 'NewsletterErased') {
      // Sign-ups erased (issue 25: never validated in time, or an erased family's addresses): the
      // address reads as erased (NewsletterSubscribed's); the status and its dates stay.
      const erasure = recorded as unknown as FamilyErased | NewsletterErased;
      const ids = erasure.type === 'FamilyErased' ? erasure.data.subscriberIds : [erasure.data.subscriberId];
      if (ids.length === 0) return [];
      const rows = await trx.selectFrom('newsletter_subscribers').select(['id', 'email']).where('id', 'in', ids).execute();
      for (const row of rows) {
        const email = erased('email', row.email);
        await trx.updateTable('newsletter_subscribers').set({ email, email_key: foldText(email) }).where('id', '=', row.id).execute();
      }
      return ids;
    }
    const event = { type: recorded.type, data: recorded.data } as NewsletterEvent;
    const id = event.data.subscriberId;
    const at = new Date(event.data.at);
    switch (event.type) {
      case 'NewsletterSubscribed': {
        // A new address, or one back after unsubscribing or deletion: pending again, from now.
        const row = { email: event.data.email, language: event.data.language, status: 'pending' as const, added_at: at, validated_at: null, unsubscribed_at: null, email_key: foldText(event.data.email) };
        await trx
          .insertInto('newsletter_subscribers')
          .values({ id, ...row })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
          .execute();
        break;
      }
      case 'NewsletterConfirmationResent':
        await trx.updateTable('newsletter_subscribers').set({ status: 'pending', language: event.data.language }).where('id', '=', id).execute();
        break;
      case 'NewsletterValidated':
        await trx.updateTable('newsletter_subscribers').set({ status: 'active', validated_at: at, unsubscribed_at: null }).where('id', '=', id).execute();
        break;
      case 'NewsletterDisabled':
        await trx.updateTable('newsletter_subscribers').set({ status: 'disabled' }).where('id', '=', id).execute();
        break;
      case 'NewsletterUnsubscribed':
        await trx.updateTable('newsletter_subscribers').set({ status: 'unsubscribed', unsubscribed_at: at }).where('id', '=', id).execute();
        break;
      case 'NewsletterDeleted':
        await trx.deleteFrom('newsletter_subscribers').where('id', '=', id).execute();
        break;
    }
    return [id];
  },
  async reset(trx) {
    await trx.deleteFrom('newsletter_subscribers').execute();
  },
};
