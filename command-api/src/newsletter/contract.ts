/** Newsletter subscribers: the footer's sign-up, the mailed links, and the back-office's list. */
import { Type, type Static } from '@sinclair/typebox';
import { Email, EntityObject, Id, Moment, MomentText, Nullable, PageQuery, Paged } from '@plouf/infra/schemas';
import { NEWSLETTER_ACTIONS, NEWSLETTER_SORT_FIELDS, NEWSLETTER_STATUSES } from '../constants.ts';

export { NEWSLETTER_ACTIONS, NEWSLETTER_SORT_FIELDS, NEWSLETTER_STATUSES };
export type NewsletterAction = (typeof NEWSLETTER_ACTIONS)[number];
export type NewsletterSortField = (typeof NEWSLETTER_SORT_FIELDS)[number];
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** POST /Newsletter: the address to subscribe (`libelle`); `mtpId`, when sent, is the InscriptionNewsletter template (11). */
export const NewsletterInput = Type.Object({
  libelle: Email,
  mtpId: Type.Optional(Type.Literal(11)),
});
export type NewsletterInput = Static<typeof NewsletterInput>;

/**
 * What a sign-up answers, whatever the address's past: never whether it was already subscribed,
 * nor whether a mail left (at most one an hour goes to one address).
 */
export const NewsletterSignupResult = Type.Object({ libelle: Type.String() });
export type NewsletterSignupResult = Static<typeof NewsletterSignupResult>;

export const NewsletterView = EntityObject({
  /** True until the address is validated from the mailed link; true again once disabled or unsubscribed. */
  nwlDisabled: Type.Boolean(),
  nwlStatus: Type.Union(NEWSLETTER_STATUSES.map((status) => Type.Literal(status))),
  nwlDatadd: MomentText,
  nwlDatvalid: Nullable(MomentText),
  /** When the subscriber unsubscribed. */
  nwlDatdel: Nullable(MomentText),
  /** The language the subscriber signed up in: their mails are written in it. */
  lg: Type.Union([Type.Literal('fr'), Type.Literal('en')]),
});
export type NewsletterView = Static<typeof NewsletterView>;

/** PUT /Newsletter/{id}: validated (false) or disabled (true) by the back-office. */
export const NewsletterUpdateInput = Type.Object({ nwlDisabled: Type.Boolean() });
export type NewsletterUpdateInput = Static<typeof NewsletterUpdateInput>;

/** The key of a mailed link: the subscriber's id, a dot, its signature. */
export const NewsletterKeyQuery = Type.Object({ key: Type.String({ minLength: 3, maxLength: 100, pattern: '^[0-9]{1,10}\\.[A-Za-z0-9_-]{10,90}$' }) });
export type NewsletterKeyQuery = Static<typeof NewsletterKeyQuery>;

/** GET /Newsletter/valid and POST /Newsletter/unsubscribe: the address the link was for. */
export const NewsletterLinkResult = Type.Object({ libelle: Type.String(), nwlStatus: Type.Union(NEWSLETTER_STATUSES.map((status) => Type.Literal(status))) });
export type NewsletterLinkResult = Static<typeof NewsletterLinkResult>;

/** PUT /Newsletter/execute: one action on a selection. */
export const NewsletterExecuteInput = Type.Object({
  action: Type.Union(NEWSLETTER_ACTIONS.map((action) => Type.Literal(action))),
  ids: Type.Array(Id, { minItems: 1, maxItems: 500 }),
});
export type NewsletterExecuteInput = Static<typeof NewsletterExecuteInput>;

export const NewsletterExecuteResult = Type.Object({ ids: Type.Array(Id), notFound: Type.Array(Id) });
export type NewsletterExecuteResult = Static<typeof NewsletterExecuteResult>;

/**
 * GET /Newsletter and GET /Newsletter/filter: a page of the subscribers who signed up in `[from, to)`
 * (all when absent), whose address contains `search`, sorted by `sort`, newest first among equals.
 */
const listQuery = {
  search: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Union(NEWSLETTER_SORT_FIELDS.map((field) => Type.Literal(field)), { default: 'date' }),
  desc: Type.Boolean({ default: true }),
  ...PageQuery,
};
export const NewsletterListQuery = Type.Object({ from: Type.Optional(Moment), to: Type.Optional(Moment), ...listQuery });
export const NewsletterFilterQuery = Type.Object({ from: Moment, to: Moment, ...listQuery });
export type NewsletterListQuery = Static<typeof NewsletterListQuery>;

/** A page of subscribers, with how many match and how many of those are validated. */
export const NewsletterPage = Type.Composite([Paged(NewsletterView), Type.Object({ active: Type.Integer({ minimum: 0 }) })]);
export type NewsletterPage = Static<typeof NewsletterPage>;
