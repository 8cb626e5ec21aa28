/** Contact requests: what a visitor sends, and what the back-office reads and does with them. */
import { Type, type Static } from '@sinclair/typebox';
import { Email, EntityObject, Id, IdList, Moment, MomentText, PageQuery, Paged, Required } from '@plouf/infra/schemas';

/** POST /Contact. */
export const ContactInput = Type.Object({
  ctcMail: Email,
  ctcMessage: Required(5000),
  /** The activities the visitor asks about. */
  acyIds: IdList(50),
});
export type ContactInput = Static<typeof ContactInput>;

export const ContactView = EntityObject({
  ctcLu: Type.Boolean(),
  ctcDatadd: MomentText,
  ctcMail: Type.String(),
  acyIds: Type.Array(Id),
  ctcMessage: Type.String(),
});
export type ContactView = Static<typeof ContactView>;

/**
 * A contact as the back-office reads it, from what it holds (the read model's row, or the request
 * that was just decided: issue 42's answer without waiting for the read model). One shape for both.
 */
export const contactView = (contact: { id: number; email: string; message: string; activityIds: readonly number[]; receivedAt: string; read: boolean }): ContactView => ({
  id: contact.id,
  libelle: contact.email,
  selected: false,
  detailLoaded: true,
  ctcLu: contact.read,
  ctcDatadd: new Date(contact.receivedAt).toISOString(),
  ctcMail: contact.email,
  acyIds: [...contact.activityIds],
  ctcMessage: contact.message,
});

/** PUT /Contact/{id}: read or unread. */
export const ContactReadInput = Type.Object({ ctcLu: Type.Boolean() });
export type ContactReadInput = Static<typeof ContactReadInput>;

import { CONTACT_ACTIONS, CONTACT_SORT_FIELDS } from '../constants.ts';

export { CONTACT_ACTIONS, CONTACT_SORT_FIELDS };
export type ContactAction = (typeof CONTACT_ACTIONS)[number];

/** PUT /Contact/execute: one action on a selection. */
export const ContactExecuteInput = Type.Object({
  action: Type.Union(CONTACT_ACTIONS.map((action) => Type.Literal(action))),
  ids: Type.Array(Id, { minItems: 1, maxItems: 500 }),
});
export type ContactExecuteInput = Static<typeof ContactExecuteInput>;

/** The contacts the action was carried out on, and those that no longer exist. */
export const ContactExecuteResult = Type.Object({ ids: Type.Array(Id), notFound: Type.Array(Id) });
export type ContactExecuteResult = Static<typeof ContactExecuteResult>;

export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

/**
 * GET /Contact and GET /Contact/filter: a page of the contacts received in `[from, to)` (the month
 * picker's month or year; all when absent), whose address or message contains `search` (accents
 * and case ignored), sorted by `sort` (`read` descending puts unread first), newest first among equals.
 */
const listQuery = {
  search: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Union(CONTACT_SORT_FIELDS.map((field) => Type.Literal(field)), { default: 'date' }),
  desc: Type.Boolean({ default: true }),
  ...PageQuery,
};
export const ContactListQuery = Type.Object({ from: Type.Optional(Moment), to: Type.Optional(Moment), ...listQuery });
export const ContactFilterQuery = Type.Object({ from: Moment, to: Moment, ...listQuery });
export type ContactListQuery = Static<typeof ContactListQuery>;

/** A page of contacts, with how many match and how many of those are unread. */
export const ContactPage = Type.Composite([Paged(ContactView), Type.Object({ unread: Type.Integer({ minimum: 0 }) })]);
export type ContactPage = Static<typeof ContactPage>;
