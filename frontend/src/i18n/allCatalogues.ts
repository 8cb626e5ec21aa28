import type { Language } from '../api/client.ts';
import { catalogues, type MessageId } from './catalogues.ts';
import { screenCatalogues } from './screenMessages.ts';

/** Every message of the application, public and on-demand, per language: for tests, never bundled with a page. */
const made: Partial<Record<Language, Record<MessageId, string>>> = {};

export const allCatalogues: Readonly<Record<Language, Record<MessageId, string>>> = {
  get fr() {
    return (made.fr ??= { ...catalogues.fr, ...screenCatalogues.fr });
  },
  get en() {
    return (made.en ??= { ...catalogues.en, ...screenCatalogues.en });
  },
};
