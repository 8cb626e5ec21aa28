import { READ_MODELS } from '@plouf/command-api/read-models';
import { adminChannel, familyChannel } from '../live/channels.ts';

/** A document issued: the back-office's books room, and the family's own room (`/profil/commandes` shows it at once). */
export const booksChannels = [adminChannel(READ_MODELS.books), familyChannel(READ_MODELS.books)];
