import { catalogueProjector } from './catalogue/projector.ts';
import { contactsProjector } from './contacts/projector.ts';
import { newsletterProjector } from './newsletter/projector.ts';
import { mailProjector } from './mail/projector.ts';
import { messagesProjector } from './messages/projector.ts';
import { familiesProjector } from './families/projector.ts';
import { ordersProjector } from './orders/projector.ts';
import { coursesProjector } from './courses/projector.ts';
import { termsProjector } from './terms/projector.ts';
import { creditsProjector } from './credits/projector.ts';
import { closuresProjector } from './closures/projector.ts';
import { schoolRulesProjector } from './school-rules/projector.ts';
import { dashboardProjector } from './dashboard/projector.ts';
import type { Projector } from './runner/projector.ts';

/** Every projector, each owning one read model. */
export const allProjectors: readonly Projector[] = [contactsProjector, newsletterProjector, mailProjector, messagesProjector, familiesProjector, catalogueProjector, ordersProjector, coursesProjector, termsProjector, creditsProjector, closuresProjector, schoolRulesProjector, dashboardProjector];

export type { Database } from './database.ts';
export type { ContactRow } from './contacts/table.ts';
export type { NewsletterSubscriberRow } from './newsletter/table.ts';
export type { MailDocumentRow } from './mail/table.ts';
export type { MessageRow } from './messages/table.ts';
export type { CatalogueViewRow } from './catalogue/table.ts';
export type { FamilyRow, UserRow, AddressValue } from './families/table.ts';
export type { Projector, ChangedRow } from './runner/projector.ts';
export { startProjectionRunner, readCheckpoint, readFault, applyBatch, ProjectionStopped } from './runner/runner.ts';
export { rebuildReadModel } from './runner/rebuild.ts';
export { contactsProjector, newsletterProjector, mailProjector, messagesProjector, familiesProjector, catalogueProjector, ordersProjector, coursesProjector, termsProjector, creditsProjector, closuresProjector, schoolRulesProjector, dashboardProjector };
export { SCHOOL_RULES_ROW } from './school-rules/projector.ts';
export type { CreditRow } from './credits/table.ts';
export type { ClosureRow } from './closures/table.ts';
export type { CourseRow, InscriptionRow } from './courses/table.ts';
export type { StoredEnrolment } from './terms/projector.ts';
export type { TermRow, TermEnrolmentRow } from './terms/table.ts';
export { cardView, type StoredCard } from './orders/views.ts';
export type { OrderRow, CardRow } from './orders/table.ts';
