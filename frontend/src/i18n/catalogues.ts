import type { Language } from '../api/client.ts';
import { accountMessages } from '../features/account/messages.ts';
import { adminMessages } from '../features/admin/messages.ts';
import { adminContactMessages } from '../features/adminContacts/messages.ts';
import { adminFamilyMessages } from '../features/adminFamilies/messages.ts';
import { authMessages } from '../features/auth/messages.ts';
import { contactMessages } from '../features/contact/messages.ts';
import { layoutMessages } from '../layout/messages.ts';
import { pageMessages } from '../pages/messages.ts';
import { commonMessages } from '../ui/messages.ts';
import type { Translations } from './define.ts';

const all = {
  ...commonMessages,
  ...layoutMessages,
  ...pageMessages,
  ...authMessages,
  ...accountMessages,
  ...contactMessages,
  ...adminMessages,
  ...adminContactMessages,
  ...adminFamilyMessages,
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
