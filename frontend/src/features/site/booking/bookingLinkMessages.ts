import { defineMessages } from '../../../i18n/define.ts';

/** The public pages' link to booking: in the public catalogue (src/i18n/catalogues.ts). */
export const bookingLinkMessages = defineMessages({
  'booking.cta.book': { fr: 'Réserver un cours', en: 'Book a lesson' },
});
