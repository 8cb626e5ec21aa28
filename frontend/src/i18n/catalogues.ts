import { adminMessages } from '../features/admin/shell/messages.ts';
import { authMessages } from '../features/account/auth/messages.ts';
import { bookingLinkMessages } from '../features/site/booking/bookingLinkMessages.ts';
import { addToCartMessages } from '../features/account/cart/addToCartMessages.ts';
import { myCoursesMessages } from '../features/staff/myCourses/messages.ts';
import { contactMessages } from '../features/site/contact/messages.ts';
import { siteMessages } from '../features/site/messages.ts';
import { termSlotMessages } from '../features/site/terms/messages.ts';
import { layoutMessages } from '../layout/messages.ts';
import { commonMessages } from '../ui/messages.ts';
import { byLanguage } from './define.ts';
import type { ScreenMessageId } from './screenMessages.ts';

/**
 * The messages every page may show: the public site, its header and footer (with the account and
 * back-office menus), login. The screens loaded on demand bring theirs (src/i18n/screenMessages.ts);
 * src/i18n/publicMessages.test.ts checks that the code the public pages load asks for no other.
 */
const publicMessages = {
  ...commonMessages,
  ...layoutMessages,
  ...siteMessages,
  ...termSlotMessages,
  ...authMessages,
  ...contactMessages,
  ...addToCartMessages,
  ...bookingLinkMessages,
  ...adminMessages,
  ...myCoursesMessages,
};

export type MessageId = keyof typeof publicMessages | ScreenMessageId;

export const catalogues = byLanguage(publicMessages);

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
