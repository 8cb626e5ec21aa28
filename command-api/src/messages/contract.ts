/** Messages (mail kind 10): a text the team writes, sent to newsletter subscribers, a course's families or one contact. */
import { Type, type Static } from '@sinclair/typebox';
import { EntityObject, Id, MomentText, Nullable, PageQuery, Paged } from '@plouf/infra/schemas';

export const MessageAudience = Type.Union([
  Type.Object({ kind: Type.Literal('newsletter') }),
  Type.Object({ kind: Type.Literal('course'), crsId: Id }),
  Type.Object({ kind: Type.Literal('contact'), contactId: Id }),
]);
export type MessageAudience = Static<typeof MessageAudience>;

const Language = Type.Union([Type.Literal('fr'), Type.Literal('en')]);

export const MessageLanguage = Type.Object({
  lg: Language,
  /** The mail's subject; may be left empty in a reply to a contact, which is always `Re : …`. */
  libelle: Type.String({ maxLength: 200 }),
  /** The text, from the rich-text editor (cleaned when stored). */
  body: Type.String({ minLength: 1, maxLength: 100_000, pattern: '\\S' }),
});
export type MessageLanguage = Static<typeof MessageLanguage>;

/** POST /Message: written in one language or both; each recipient reads theirs, or the other. */
export const MessageInput = Type.Object({
  audience: MessageAudience,
  lgs: Type.Array(MessageLanguage, { minItems: 1, maxItems: 2 }),
});
export type MessageInput = Static<typeof MessageInput>;

export const MessageView = EntityObject({
  audience: MessageAudience,
  lgs: Type.Array(MessageLanguage),
  /** How many it is sent to. */
  recipients: Type.Integer({ minimum: 0 }),
  /** How many have left (accepted by the mail server), and how many are waiting for a retry. */
  sent: Type.Integer({ minimum: 0 }),
  retrying: Type.Integer({ minimum: 0 }),
  createdAt: MomentText,
  createdBy: Nullable(Id),
});
export type MessageView = Static<typeof MessageView>;

/** GET /Message: newest first; `contactId` or `crsId` narrows to the replies to one contact, the messages of one course. */
export const MessageListQuery = Type.Object({
  /** Only the messages to this kind of audience. */
  kind: Type.Optional(Type.Union([Type.Literal('newsletter'), Type.Literal('course'), Type.Literal('contact')])),
  contactId: Type.Optional(Id),
  crsId: Type.Optional(Id),
  ...PageQuery,
});
export type MessageListQuery = Static<typeof MessageListQuery>;
export const MessagePage = Paged(MessageView);
export type MessagePage = Static<typeof MessagePage>;
