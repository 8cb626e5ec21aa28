import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogueChannels } from './catalogue/live.ts';
import { catalogueQueryRoutes } from './catalogue/routes.ts';
import { contactsChannel } from './contacts/live.ts';
import { contactQueryRoutes } from './contacts/routes.ts';
import { newsletterChannel } from './newsletter/live.ts';
import { mailChannel } from './mail/live.ts';
import { newsletterQueryRoutes } from './newsletter/routes.ts';
import { mailQueryRoutes } from './mail/routes.ts';
import { messageQueryRoutes } from './messages/routes.ts';
import { messagesChannel } from './messages/live.ts';
import { adminFamiliesChannel, familyChannel } from './families/live.ts';
import { familyQueryRoutes } from './families/routes.ts';
import { inactiveFamilyRoutes } from './families/inactive.ts';
import type { QueryApiDeps } from './deps.ts';
import { adminOrdersChannel, familyOrdersChannels } from './orders/live.ts';
import { orderQueryRoutes } from './orders/routes.ts';
import { courseQueryRoutes } from './courses/routes.ts';
import { coursesChannel, familyBookingsChannel } from './courses/live.ts';
import { termQueryRoutes } from './terms/routes.ts';
import { termsChannel } from './terms/live.ts';
import { creditQueryRoutes } from './credits/routes.ts';
import { schoolQueryRoutes } from './school/routes.ts';
import { booksQueryRoutes } from './books/routes.ts';
import { booksChannels } from './books/live.ts';
import { dashboardQueryRoutes } from './dashboard/routes.ts';
import { dashboardChannel } from './dashboard/live.ts';
import type { LiveChannel } from './live/channels.ts';

/** The read side's HTTP face: every GET of `/webapi`. */
export const queryApi: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  await app.register(contactQueryRoutes, deps);
  await app.register(newsletterQueryRoutes, deps);
  await app.register(mailQueryRoutes, deps);
  await app.register(messageQueryRoutes, deps);
  await app.register(catalogueQueryRoutes, deps);
  await app.register(familyQueryRoutes, deps);
  await app.register(inactiveFamilyRoutes, deps);
  await app.register(orderQueryRoutes, deps);
  await app.register(courseQueryRoutes, deps);
  await app.register(termQueryRoutes, deps);
  await app.register(creditQueryRoutes, deps);
  await app.register(schoolQueryRoutes, deps);
  await app.register(booksQueryRoutes, deps);
  await app.register(dashboardQueryRoutes, deps);
};

/** Every live channel, for `attachLive`. */
export const liveChannels: readonly LiveChannel[] = [contactsChannel, newsletterChannel, mailChannel, messagesChannel, familyChannel, adminFamiliesChannel, ...catalogueChannels, adminOrdersChannel, ...familyOrdersChannels, coursesChannel, familyBookingsChannel, termsChannel, ...booksChannels, dashboardChannel];

export type { QueryApiDeps } from './deps.ts';
export { attachLive, type LiveDeps } from './live/server.ts';
export { contactQueries, minDateRule } from './contacts/queries.ts';
export { newsletterQueries } from './newsletter/queries.ts';
export { mailQueries } from './mail/queries.ts';
export { messageQueries } from './messages/queries.ts';
export { catalogueQueries, type CatalogueQueries } from './catalogue/queries.ts';
export { imageRoutes, FALLBACK_IMAGE, type ImageDeps } from './images/routes.ts';
export { seoRoutes, type SeoDeps } from './seo/routes.ts';
export { makeVariant, type Variant } from './images/variants.ts';
export { familyQueries, type FamilyQueries } from './families/queries.ts';
export { orderQueries, type OrderQueries } from './orders/queries.ts';
export { courseQueries, type CourseQueries } from './courses/queries.ts';
export { termQueries, type TermQueries } from './terms/queries.ts';
export { creditQueries, type CreditQueries } from './credits/queries.ts';
export { schoolQueries, type SchoolQueries } from './school/queries.ts';
export { booksQueries, type BooksQueries } from './books/queries.ts';
export { documentPdf } from './books/pdf.ts';
export { dashboardQueries, type DashboardQueries } from './dashboard/queries.ts';
