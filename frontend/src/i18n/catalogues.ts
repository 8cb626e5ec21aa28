import type { Language } from '../api/client.ts';
import { accountMessages } from '../features/account/messages.ts';
import { adminMessages } from '../features/admin/messages.ts';
import { adminContactMessages } from '../features/adminContacts/messages.ts';
import { adminFamilyMessages } from '../features/adminFamilies/messages.ts';
import { adminMediaMessages } from '../features/adminMedia/messages.ts';
import { adminPageMessages } from '../features/adminPages/messages.ts';
import { adminBlogMessages } from '../features/adminBlog/messages.ts';
import { adminActivityMessages } from '../features/adminActivities/messages.ts';
import { adminMnsMessages } from '../features/adminMns/messages.ts';
import { adminPassMessages } from '../features/adminPasses/messages.ts';
import { adminPoolMessages } from '../features/adminPools/messages.ts';
import { lessonTemplateMessages } from '../features/adminPools/lessonTemplateMessages.ts';
import { adminCatalogueMessages } from '../features/adminCatalogue/messages.ts';
import { authMessages } from '../features/auth/messages.ts';
import { contactMessages } from '../features/contact/messages.ts';
import { siteMessages } from '../features/site/messages.ts';
import { layoutMessages } from '../layout/messages.ts';
import { pageMessages } from '../pages/messages.ts';
import { imageUploadMessages } from '../ui/imageUpload/messages.ts';
import { commonMessages } from '../ui/messages.ts';
import { pageContentMessages } from '../ui/pageContent/messages.ts';
import { richTextMessages } from '../ui/richText/messages.ts';
import type { Translations } from './define.ts';

const all = {
  ...commonMessages,
  ...layoutMessages,
  ...pageMessages,
  ...siteMessages,
  ...authMessages,
  ...accountMessages,
  ...contactMessages,
  ...adminMessages,
  ...adminContactMessages,
  ...adminFamilyMessages,
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

export const catalogues: Record<Language, Record<MessageId, string>> = { fr: catalogue('fr'), en: catalogue('en') };

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
