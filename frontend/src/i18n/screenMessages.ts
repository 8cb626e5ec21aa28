import type { Language } from '../api/client.ts';
import { accountMessages } from '../features/account/profile/messages.ts';
import { orderMessages } from '../features/account/orders/messages.ts';
import { bookingsMessages } from '../features/account/bookings/messages.ts';
import { bookingMessages } from '../features/site/booking/messages.ts';
import { enrolMessages } from '../features/site/terms/enrolMessages.ts';
import { enrolmentMessages } from '../features/account/enrolments/messages.ts';
import { cartMessages } from '../features/account/cart/messages.ts';
import { adminContactMessages } from '../features/admin/contacts/messages.ts';
import { adminNewsletterMessages } from '../features/admin/newsletter/messages.ts';
import { adminMessageMessages } from '../features/admin/messages/messages.ts';
import { adminMailConfigMessages } from '../features/admin/mailConfig/messages.ts';
import { adminFamilyMessages } from '../features/admin/families/messages.ts';
import { adminOrderMessages } from '../features/admin/orders/messages.ts';
import { adminCourseMessages } from '../features/admin/courses/messages.ts';
import { adminMediaMessages } from '../features/admin/media/messages.ts';
import { adminMailMessages } from '../features/admin/mail/messages.ts';
import { adminPageMessages } from '../features/admin/sitePages/messages.ts';
import { adminBlogMessages } from '../features/admin/blog/messages.ts';
import { adminActivityMessages } from '../features/admin/activities/messages.ts';
import { adminLevelMessages } from '../features/admin/activities/levelMessages.ts';
import { adminMnsMessages } from '../features/admin/mns/messages.ts';
import { adminPassMessages } from '../features/admin/passes/messages.ts';
import { adminGiftCardsMessages } from '../features/admin/giftcards/messages.ts';
import { adminPoolMessages } from '../features/admin/pools/messages.ts';
import { lessonTemplateMessages } from '../features/admin/pools/lessonTemplateMessages.ts';
import { adminCatalogueMessages } from '../features/admin/kit/messages.ts';
import { debugLogMessages } from '../features/admin/debugLog/messages.ts';
import { imageUploadMessages } from '../ui/imageUpload/messages.ts';
import { pageContentMessages } from '../ui/pageContent/messages.ts';
import { richTextMessages } from '../ui/richText/messages.ts';
import { liveMessages } from '../ui/liveMessages.ts';
// Terms (issue 22, the desk's screens).
import { adminTermMessages } from '../features/admin/terms/messages.ts';
// Running a term (issue 23, the desk's screens).
import { adminSchoolMessages } from '../features/admin/school/messages.ts';
// The books (issue 24, the desk's screens).
import { adminBooksMessages } from '../features/admin/books/messages.ts';
// Personal data (issue 25, the desk's screens).
import { adminPrivacyMessages } from '../features/admin/privacy/messages.ts';
// The owner's dashboard (issue 24).
import { adminDashboardMessages } from '../features/admin/dashboard/messages.ts';
// Personal data (issue 25, the family's export and erasure request).
import { myDataMessages } from '../features/account/data/messages.ts';
// Levels and progress (issue 26): the report cards, the instructor's evaluations.
import { progressMessages } from '../features/account/progress/messages.ts';
import { evaluationMessages } from '../features/staff/myCourses/evaluationMessages.ts';
import { deckMessages } from '../features/staff/myCourses/deckMessages.ts';
import { careMessages } from '../features/account/care/messages.ts';
// The family's statement (issue 43).
import { statementMessages } from '../features/account/statement/messages.ts';
import { byLanguage } from './define.ts';

/**
 * The messages of the screens loaded on demand (account, cart, booking, back-office): loaded with
 * the first of them (src/ui/lazyPage.tsx), so the public pages neither download nor evaluate them.
 */
export const screenMessages = {
  ...accountMessages,
  ...myDataMessages,
  ...cartMessages,
  ...orderMessages,
  ...bookingMessages,
  ...bookingsMessages,
  ...enrolMessages,
  ...enrolmentMessages,
  ...adminContactMessages,
  ...adminNewsletterMessages,
  ...adminMessageMessages,
  ...adminMailConfigMessages,
  ...adminFamilyMessages,
  ...adminOrderMessages,
  ...adminCourseMessages,
  ...adminCatalogueMessages,
  ...adminPoolMessages,
  ...lessonTemplateMessages,
  ...adminActivityMessages,
  ...adminLevelMessages,
  ...adminPassMessages,
  ...adminGiftCardsMessages,
  ...adminMnsMessages,
  ...imageUploadMessages,
  ...richTextMessages,
  ...pageContentMessages,
  ...adminPageMessages,
  ...adminBlogMessages,
  ...adminMediaMessages,
  ...adminMailMessages,
  ...debugLogMessages,
  ...liveMessages,
  // Terms (issue 22, the desk's screens).
  ...adminTermMessages,
  // Running a term (issue 23, the desk's screens).
  ...adminSchoolMessages,
  // The books (issue 24, the desk's screens).
  ...adminBooksMessages,
  // Personal data (issue 25, the desk's screens).
  ...adminPrivacyMessages,
  // The owner's dashboard (issue 24).
  ...adminDashboardMessages,
  // Levels and progress (issue 26).
  ...progressMessages,
  ...evaluationMessages,
  ...careMessages,
  // The instructor's deck offline (issue 26).
  ...deckMessages,
  // The family's statement (issue 43).
  ...statementMessages,
};

export type ScreenMessageId = keyof typeof screenMessages;

export const screenCatalogues: Readonly<Record<Language, Record<ScreenMessageId, string>>> = byLanguage(screenMessages);
