import type { Language } from '../api/client.ts';
import { accountMessages } from '../features/account/profile/messages.ts';
import { orderMessages } from '../features/account/orders/messages.ts';
import { bookingsMessages } from '../features/account/bookings/messages.ts';
import { bookingMessages } from '../features/booking/messages.ts';
import { cartMessages } from '../features/cart/messages.ts';
import { adminMessages } from '../features/admin/shell/messages.ts';
import { adminContactMessages } from '../features/admin/contacts/messages.ts';
import { adminFamilyMessages } from '../features/admin/families/messages.ts';
import { adminOrderMessages } from '../features/admin/orders/messages.ts';
import { adminCourseMessages } from '../features/admin/courses/messages.ts';
import { myCoursesMessages } from '../features/mns/messages.ts';
import { adminMediaMessages } from '../features/admin/media/messages.ts';
import { adminPageMessages } from '../features/admin/sitePages/messages.ts';
import { adminBlogMessages } from '../features/admin/blog/messages.ts';
import { adminActivityMessages } from '../features/admin/activities/messages.ts';
import { adminMnsMessages } from '../features/admin/mns/messages.ts';
import { adminPassMessages } from '../features/admin/passes/messages.ts';
import { adminPoolMessages } from '../features/admin/pools/messages.ts';
import { lessonTemplateMessages } from '../features/admin/pools/lessonTemplateMessages.ts';
import { adminCatalogueMessages } from '../features/admin/catalogue/messages.ts';
import { authMessages } from '../features/account/auth/messages.ts';
import { contactMessages } from '../features/site/contact/messages.ts';
import { siteMessages } from '../features/site/messages.ts';
import { layoutMessages } from '../layout/messages.ts';
import { imageUploadMessages } from '../ui/imageUpload/messages.ts';
import { commonMessages } from '../ui/messages.ts';
import { pageContentMessages } from '../ui/pageContent/messages.ts';
import { richTextMessages } from '../ui/richText/messages.ts';
import type { Translations } from './define.ts';

const all = {
  ...commonMessages,
  ...layoutMessages,
  ...siteMessages,
  ...authMessages,
  ...accountMessages,
  ...cartMessages,
  ...orderMessages,
  ...bookingMessages,
  ...bookingsMessages,
  ...contactMessages,
  ...adminMessages,
  ...adminContactMessages,
  ...adminFamilyMessages,
  ...adminOrderMessages,
  ...adminCourseMessages,
  ...myCoursesMessages,
  ...adminCatalogueMessages,
  ...adminPoolMessages,
  ...lessonTemplateMessages,
  ...adminActivityMessages,
  ...adminPassMessages,
  ...adminMnsMessages,
  ...imageUploadMessages,
  ...richTextMessages,
  ...pageContentMessages,
  ...adminPageMessages,
  ...adminBlogMessages,
  ...adminMediaMessages,
};

export type MessageId = keyof typeof all;

function catalogue(language: Language): Record<MessageId, string> {
  const entries = Object.entries(all) as [MessageId, Translations][];
  return Object.fromEntries(entries.map(([id, text]) => [id, text[language]])) as Record<MessageId, string>;
}

const made: Partial<Record<Language, Record<MessageId, string>>> = {};

/** Each language's catalogue, made the first time it is asked for: a page shows one of them. */
export const catalogues: Readonly<Record<Language, Record<MessageId, string>>> = {
  get fr() {
    return (made.fr ??= catalogue('fr'));
  },
  get en() {
    return (made.en ??= catalogue('en'));
  },
};

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
