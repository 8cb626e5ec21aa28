import type { BlobStore, EventStore, IdAllocator, KeyStore, PositionWaiter, SessionStore, SessionUser } from '@plouf/infra';
import type { ActivityView } from './catalogue/activities/contract.ts';
import type { ContactView } from './contacts/contract.ts';
import type { NewsletterView } from './newsletter/contract.ts';
import type { MailSkinView, MailTemplateView } from './mail/contract.ts';
import type { MessageAudience, MessageView } from './messages/contract.ts';
import type { MessageRecipient } from './messages/events.ts';
import type { MailConfigDocument, MailSkinDocument, MailTemplateDocument } from './mail/documents.ts';
import type { FamilyView, MemberCareView, UserView } from './families/contract.ts';
import type { CardView } from './cards/contract.ts';
import type { ClosureView, CreditView, RulesView } from './school/contract.ts';
import type { OrderView } from './orders/contract.ts';
import type { IdentityView } from './books/contract.ts';
import type { ErasureView } from './privacy/contract.ts';
import type { LevelsView, ReportCardView, ScaleView } from './progress/contract.ts';
import type { CourseView, InscriptionView } from './courses/contract.ts';
import type { EnrolmentView, TermView } from './terms/contract.ts';
import type { PaymentOutcome, PaymentPort } from './orders/payments/port.ts';
import type { WebhookNews } from './orders/payments/stripe.ts';

import type { CatalogueModel } from './catalogue/references.ts';

export type { CatalogueModel };

/**
 * What the read side shows, so that a command answers with it (read-your-writes). Supplied by the
 * composition root from query-api; command-api never reads read models itself. Invariants are
 * checked on event streams, not here: the read side may be late.
 */
export interface ReadBack {
  contact(contactId: number): Promise<ContactView | null>;
  /** A newsletter subscriber as the back-office lists them (`libelle` is the address); null once deleted. */
  newsletter(subscriberId: number): Promise<NewsletterView | null>;
  mailTemplate(id: number): Promise<MailTemplateView | null>;
  mailSkin(id: number): Promise<MailSkinView | null>;
  message(messageId: number): Promise<MessageView | null>;
  /** Whom a message to this audience goes to now; null when its course or contact does not exist. */
  messageRecipients(audience: MessageAudience): Promise<MessageRecipient[] | null>;
  /** The user whose login address this is (the users read model, which follows the events). */
  userIdByEmail(email: string): Promise<number | null>;
  /** The user as a session shows it; null when unknown or disabled. */
  sessionUser(userId: number): Promise<SessionUser | null>;
  /** A member as the back-office shows it; its `famId` locates the family stream that decides. */
  member(userId: number): Promise<UserView | null>;
  family(famId: number): Promise<FamilyView | null>;
  order(orderId: number): Promise<OrderView | null>;
  card(cardId: number): Promise<CardView | null>;
  /** A course as the desk sees it (with its roster). */
  course(crsId: number): Promise<CourseView | null>;
  inscription(insId: number): Promise<InscriptionView | null>;
  term(termId: number): Promise<TermView | null>;
  enrolment(enrId: number): Promise<EnrolmentView | null>;
  /** A closure as GET /Fermeture shows it (issue 23). */
  closure(closureId: number): Promise<ClosureView | null>;
  /** A make-up credit and its ledger. */
  credit(creditId: number): Promise<CreditView | null>;
  /** The school's rules as the back-office reads them. */
  rules(): Promise<RulesView>;
  /** The school's legal identity as the back-office reads it (issue 24). */
  identity(): Promise<IdentityView>;
  /** How many lessons still to come a member is booked on or waiting for. */
  comingLessons(famId: number, userId: number): Promise<number>;
  /** A family's erasure as GET /Family/{id}/effacement shows it, with what stops it now (issue 25). */
  erasure(famId: number): Promise<ErasureView | null>;
  /** The contact requests and newsletter sign-ups made from these addresses (what a family's erasure also reaches). */
  erasureReach(emails: string[]): Promise<{ contactIds: number[]; subscriberIds: number[] }>;
  /** A member's care details (issue 26). */
  memberCare(userId: number): Promise<MemberCareView | null>;
  /** An activity's levels and skills (issue 26). */
  levels(acyId: number): Promise<LevelsView>;
  /** The school's rating scale. */
  scale(): Promise<ScaleView>;
  /** A child's report card in one activity; null before any evaluation. */
  reportCard(usrId: number, acyId: number): Promise<ReportCardView | null>;
  catalogue: {
    /** One document as the back-office reads it. */
    view(model: CatalogueModel, id: number): Promise<object | null>;
    /** The activities, in order, as the back-office reads them. */
    activities(): Promise<ActivityView[]>;
    /** The labels of the pools and passes that still name this activity or MNS (an indexed read). */
    usedBy(model: 'activities' | 'mns', id: number): Promise<string[]>;
  };
}

/** How card payments are taken (see `orders/payments/port.ts`). */
export interface Payments {
  port: PaymentPort;
  /** The offline adapter's test card form, when it is the one in use. */
  offline?: {
    secretMatches(paymentId: string, clientSecret: string): boolean;
    confirm(input: { orderId: number; paymentId: string; amount: number; cardNumber: string; requestId: string; keep?: boolean }): PaymentOutcome | null;
  };
  /** Stripe's webhook verification, when Stripe is the one in use. */
  stripeWebhook?: (rawBody: Buffer, signature: string | undefined) => WebhookNews;
}

export interface CommandApiDeps {
  payments: Payments;
  store: EventStore;
  ids: IdAllocator;
  waiter: PositionWaiter;
  sessions: SessionStore;
  keys: KeyStore;
  /** The product's own mail templates and skins (the mailer's files): what "deleting" a template puts back. */
  mailDefaults: { templates: MailTemplateDocument[]; skins: MailSkinDocument[] };
  /** The sender's settings until the back-office saves its own: the server's mail configuration. */
  mailConfigDefaults: MailConfigDocument & { senderAddress: string; testModeForced: boolean };
  readBack: ReadBack;
  blobs: BlobStore;
  /** Largest accepted upload, bytes (UPLOAD_MAX_BYTES); 10 MB by default. */
  uploadMaxBytes?: number;
  secureCookies: boolean | 'auto';
  /** The one clock commands are stamped with; tests set it. */
  clock: () => Date;
  /** How long a command waits for its read model before answering 202; 5 s by default. */
  readModelWaitMs?: number;
  /** The secret address of a family's calendar feed (`version` from its stream), signed with the server's secret. */
  calendarToken?(famId: number, version: number): string;
  /** Told when sessions end or rights change, so that live connections follow (query-api's live server). */
  sessionsChanged?(userIds: number[]): void;
  /**
   * Deletes the keys of erased subjects and keeps the erasure in the list outside the database
   * (docs/adr/0022-personal-data.md); what was sealed under them can no longer be read.
   */
  erase(subjects: string[], erasureId: string, family: { famId: number; userIds: number[] }): Promise<void>;
  /** The same for subjects of no family (a contact request, a sign-up the desk deletes). */
  eraseSubjects(subjects: string[], erasureId: string): Promise<void>;
  /** A newsletter address's stream (a keyed hash of it, `newsletterStreams`). */
  newsletterStream(email: string): string;
}
