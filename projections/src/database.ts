import type { CatalogueLinksTable, CatalogueViewsTable } from './catalogue/table.ts';
import type { ContactsTable } from './contacts/table.ts';
import type { NewsletterSubscribersTable } from './newsletter/table.ts';
import type { MailDocumentsTable } from './mail/table.ts';
import type { MessagesTable } from './messages/table.ts';
import type { FamiliesTable, UsersTable } from './families/table.ts';
import type { MediaTable } from './media/table.ts';
import type { CardsTable, OrdersTable } from './orders/table.ts';
import type { CalendarFeedsTable, CourseCancelNoticesTable, CourseSlotsTable, CoursesTable, InscriptionsTable } from './courses/table.ts';
import type { TermEnrolmentsTable, TermsTable } from './terms/table.ts';
import type { CreditCoursesTable, CreditLessonsTable, CreditsTable } from './credits/table.ts';
import type { ClosuresTable } from './closures/table.ts';
import type { SchoolRulesTable } from './school-rules/table.ts';
import type { DocumentsTable, SchoolIdentityTable } from './books/table.ts';
import type { ProjectionCheckpointsTable, ProjectionFaultsTable } from './runner/table.ts';

/** Every read-model table, for kysely. */
export interface Database {
  contacts: ContactsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  mail_documents: MailDocumentsTable;
  messages: MessagesTable;
  catalogue_views: CatalogueViewsTable;
  catalogue_links: CatalogueLinksTable;
  media: MediaTable;
  families: FamiliesTable;
  users: UsersTable;
  orders: OrdersTable;
  cards: CardsTable;
  courses: CoursesTable;
  inscriptions: InscriptionsTable;
  calendar_feeds: CalendarFeedsTable;
  course_slots: CourseSlotsTable;
  course_cancel_notices: CourseCancelNoticesTable;
  terms: TermsTable;
  term_enrolments: TermEnrolmentsTable;
  credits: CreditsTable;
  credit_courses: CreditCoursesTable;
  credit_lessons: CreditLessonsTable;
  closures: ClosuresTable;
  school_rules: SchoolRulesTable;
  documents: DocumentsTable;
  school_identity: SchoolIdentityTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  projection_faults: ProjectionFaultsTable;
}
