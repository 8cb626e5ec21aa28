import { useSelector } from '@xstate/react';
import { isValidElement } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import { useAuthActor } from './features/account/auth/AuthProvider.tsx';
import { LoginPage } from './features/account/auth/LoginPage.tsx';
import { RequireRole } from './features/account/auth/RequireRole.tsx';
import { ADMIN_SECTIONS } from './features/admin/shell/sections.ts';
import { ContactPage } from './features/site/contact/ContactPage.tsx';
import { HomePage } from './features/site/home/HomePage.tsx';
import {
  ActivityDetailPage,
  ActivityListPage,
  BlogListPage,
  BlogPostPage,
  ContentPage,
  HomeLessonsPage,
  PoolDetailPage,
  PoolListPage,
} from './features/site/index.ts';
import { NotFoundPage } from './features/site/notFound/NotFoundPage.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { ComingSoon } from './ui/ComingSoon.tsx';
import { isServerRendered } from './ssr/firstPaint.ts';
import { lazyPage, type LazyPage } from './ui/lazyPage.tsx';
import { Loading } from './ui/Loading.tsx';
import { useHeadLinks } from './ui/usePageMeta.ts';

// The account area and the back-office load on demand: the public site stays light on a phone.
const ProfileLayout = lazyPage(() => import('./features/account/profile/ProfileLayout.tsx'));
const AccountHomePage = lazyPage(() => import('./features/account/profile/AccountHomePage.tsx'));
const AdminDashboardPage = lazyPage(() => import('./features/admin/dashboard/DashboardPage.tsx'));
const ContactListPage = lazyPage(() => import('./features/admin/contacts/ContactListPage.tsx'));
const ContactDetailPage = lazyPage(() => import('./features/admin/contacts/ContactDetailPage.tsx'));
const NewsletterListPage = lazyPage(() => import('./features/admin/newsletter/NewsletterListPage.tsx'));
const MailTemplateListPage = lazyPage(() => import('./features/admin/mail/TemplateListPage.tsx'));
const MailTemplateDetailPage = lazyPage(() => import('./features/admin/mail/TemplateDetailPage.tsx'));
const MailSkinListPage = lazyPage(() => import('./features/admin/mail/SkinListPage.tsx'));
const MailSkinDetailPage = lazyPage(() => import('./features/admin/mail/SkinDetailPage.tsx'));
const FamilyListPage = lazyPage(() => import('./features/admin/families/FamilyListPage.tsx'));
const FamilyDetailPage = lazyPage(() => import('./features/admin/families/FamilyDetailPage.tsx'));
const AdminPoolListPage = lazyPage(() => import('./features/admin/pools/PoolListPage.tsx'));
const AdminPoolDetailPage = lazyPage(() => import('./features/admin/pools/PoolDetailPage.tsx'));
const AdminActivityListPage = lazyPage(() => import('./features/admin/activities/ActivityListPage.tsx'));
const AdminActivityDetailPage = lazyPage(() => import('./features/admin/activities/ActivityDetailPage.tsx'));
const AdminPassListPage = lazyPage(() => import('./features/admin/passes/PassListPage.tsx'));
const AdminPassDetailPage = lazyPage(() => import('./features/admin/passes/PassDetailPage.tsx'));
const AdminMnsListPage = lazyPage(() => import('./features/admin/mns/MnsListPage.tsx'));
const AdminMnsDetailPage = lazyPage(() => import('./features/admin/mns/MnsDetailPage.tsx'));
const PageListPage = lazyPage(() => import('./features/admin/sitePages/PageListPage.tsx'));
const PageDetailPage = lazyPage(() => import('./features/admin/sitePages/PageDetailPage.tsx'));
const BlogAdminListPage = lazyPage(() => import('./features/admin/blog/BlogListPage.tsx'));
const BlogAdminDetailPage = lazyPage(() => import('./features/admin/blog/BlogDetailPage.tsx'));
const MediaPage = lazyPage(() => import('./features/admin/media/MediaPage.tsx'));
const AdminOrderListPage = lazyPage(() => import('./features/admin/orders/OrderListPage.tsx'));
const AdminOrderDetailPage = lazyPage(() => import('./features/admin/orders/OrderDetailPage.tsx'));
const AdminCourseListPage = lazyPage(() => import('./features/admin/courses/CourseListPage.tsx'));
const AdminCourseDetailPage = lazyPage(() => import('./features/admin/courses/CourseDetailPage.tsx'));
// Terms, the desk's screens (issue 22).
const AdminTermListPage = lazyPage(() => import('./features/admin/terms/TermListPage.tsx'));
const AdminTermDetailPage = lazyPage(() => import('./features/admin/terms/TermDetailPage.tsx'));
// Running a term, the desk's screens (issue 23).
const AdminClosuresPage = lazyPage(() => import('./features/admin/school/ClosuresPage.tsx'));
const AdminRulesPage = lazyPage(() => import('./features/admin/school/RulesPage.tsx'));
const AdminGiftCardsPage = lazyPage(() => import('./features/admin/giftcards/GiftCardsPage.tsx'));
// The books, the desk's screen (issue 24).
const AdminBooksPage = lazyPage(() => import('./features/admin/books/BooksPage.tsx'));
const AdminPrivacyPage = lazyPage(() => import('./features/admin/privacy/PrivacyPage.tsx'));
const MyCoursesPage = lazyPage(() => import('./features/staff/myCourses/MyCoursesPage.tsx'));
const PasswordPage = lazyPage(() => import('./features/account/profile/PasswordPage.tsx'));
const MyDataPage = lazyPage(() => import('./features/account/data/MyDataPage.tsx'));
const CartPage = lazyPage(() => import('./features/account/cart/CartPage.tsx'));
const BillingPage = lazyPage(() => import('./features/account/cart/BillingPage.tsx'));
const PaymentPage = lazyPage(() => import('./features/account/cart/PaymentPage.tsx'));
const MyOrdersPage = lazyPage(() => import('./features/account/orders/MyOrdersPage.tsx'));
const BookingPage = lazyPage(() => import('./features/site/booking/BookingPage.tsx'));
const MyBookingsPage = lazyPage(() => import('./features/account/bookings/MyBookingsPage.tsx'));
const SessionHistoryPage = lazyPage(() => import('./features/account/bookings/SessionHistoryPage.tsx'));
const ReenrolPage = lazyPage(() => import('./features/account/enrolments/ReenrolPage.tsx'));
// Reached from a mailed link only: kept out of the public bundle too.
const CreatePasswordPage = lazyPage(() => import('./features/account/auth/CreatePasswordPage.tsx'));

/** Administration pages a later issue builds: an honest placeholder on each of their routes. */
const ADMIN_PLACEHOLDERS = ADMIN_SECTIONS.filter((section) => !section.ready);

/**
 * Every address of the application, one tree: the router renders it, and the server asks it
 * whether an address is one of ours (`isAppPath`) before answering 404.
 */
const APP_ROUTES = (
  <Route element={<AppLayout />}>
    <Route index element={<HomePage />} />
    <Route path="reserver" element={<BookingPage />} />
    <Route path="piscines" element={<PoolListPage />} />
    <Route path="piscines/:slug" element={<PoolDetailPage />} />
    <Route path="activites-enfants" element={<ActivityListPage kind="children" />} />
    <Route path="activites-enfants/:slug" element={<ActivityDetailPage kind="children" />} />
    <Route path="activites-adultes" element={<ActivityListPage kind="adults" />} />
    <Route path="activites-adultes/:slug" element={<ActivityDetailPage kind="adults" />} />
    <Route path="blog" element={<BlogListPage />} />
    <Route path="blog/:name" element={<BlogPostPage />} />
    <Route path="domicile" element={<HomeLessonsPage />} />
    <Route path="visio" element={<ContentPage key="visio" slug="visio" titleId="pages.visio.title" />} />
    <Route path="mentions-legales" element={<ContentPage key="mentions-legales" slug="mentions-legales" titleId="pages.legal.title" />} />
    <Route path="cgv" element={<ContentPage key="cgv" slug="cgv" titleId="pages.terms.title" />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="login" element={<LoginPage />} />
    <Route path="create-password" element={<CreatePasswordPage />} />

    <Route path="profil" element={<RequireRole roles={['Client', 'MNS']}><ProfileLayout /></RequireRole>}>
      <Route index element={<AccountHomePage />} />
      <Route path="panier" element={<CartPage />} />
      <Route path="facturation" element={<BillingPage />} />
      <Route path="paiement" element={<PaymentPage />} />
      <Route path="password" element={<PasswordPage />} />
      <Route path="my-booking" element={<MyBookingsPage />} />
      <Route path="session-history" element={<SessionHistoryPage />} />
      <Route path="reinscription/:termId" element={<ReenrolPage />} />
      <Route path="commandes" element={<MyOrdersPage />} />
      <Route path="mes-donnees" element={<RequireRole roles={['Client']}><MyDataPage /></RequireRole>} />
      <Route path="mes-cours" element={<RequireRole roles={['MNS']}><MyCoursesPage /></RequireRole>} />

      <Route path="administration" element={<RequireRole roles={['Admin']} />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<AdminDashboardPage />} />
        <Route path="contacts" element={<ContactListPage />} />
        <Route path="contacts/:contactId" element={<ContactDetailPage />} />
        <Route path="newsletters" element={<NewsletterListPage />} />
        <Route path="familles" element={<FamilyListPage />} />
        <Route path="familles/:familyId" element={<FamilyDetailPage />} />
        <Route path="piscines" element={<AdminPoolListPage />} />
        <Route path="piscines/:piscineId" element={<AdminPoolDetailPage />} />
        <Route path="activites" element={<AdminActivityListPage />} />
        <Route path="activites/:activityId" element={<AdminActivityDetailPage />} />
        <Route path="forfaits" element={<AdminPassListPage />} />
        <Route path="forfaits/:forfaitId" element={<AdminPassDetailPage />} />
        <Route path="cartes-cadeaux" element={<AdminGiftCardsPage />} />
        <Route path="mns" element={<AdminMnsListPage />} />
        <Route path="mns/:mnsId" element={<AdminMnsDetailPage />} />
        <Route path="pages" element={<PageListPage />} />
        <Route path="pages/:pageId" element={<PageDetailPage />} />
        <Route path="blog" element={<BlogAdminListPage />} />
        <Route path="blog/:blogId" element={<BlogAdminDetailPage />} />
        <Route path="medias" element={<MediaPage />} />
        <Route path="commandes" element={<AdminOrderListPage />} />
        <Route path="commandes/:commandeId" element={<AdminOrderDetailPage />} />
        <Route path="cours" element={<AdminCourseListPage />} />
        <Route path="cours/:coursId" element={<AdminCourseDetailPage />} />
        <Route path="trimestres" element={<AdminTermListPage />} />
        <Route path="trimestres/:termId" element={<AdminTermDetailPage />} />
        <Route path="fermetures" element={<AdminClosuresPage />} />
        <Route path="regles" element={<AdminRulesPage />} />
        <Route path="facturation" element={<AdminBooksPage />} />
        <Route path="donnees-personnelles" element={<AdminPrivacyPage />} />
        <Route path="templates" element={<MailTemplateListPage />} />
        <Route path="templates/:templateId" element={<MailTemplateDetailPage />} />
        <Route path="skins" element={<MailSkinListPage />} />
        <Route path="skins/:skinId" element={<MailSkinDetailPage />} />
        {ADMIN_PLACEHOLDERS.flatMap(({ path, detail, labelId }) => {
          const page = <ComingSoon titleId={labelId} admin />;
          return [
            <Route key={path} path={path} element={page} />,
            ...(detail ? [<Route key={`${path}/:${detail}`} path={`${path}/:${detail}`} element={page} />] : []),
          ];
        })}
      </Route>
    </Route>

    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

const ROUTE_OBJECTS = createRoutesFromElements(APP_ROUTES);

/**
 * Whether a path names a screen of the application rather than falling to the `*` route (the
 * not-found screen).
 *
 * @example
 * isAppPath('/profil/mes-cours') // true
 * isAppPath('/nexiste-pas')      // false
 */
export function isAppPath(pathname: string): boolean {
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

/**
 * Fetches the code of the screen at `pathname` when it is one loaded on demand (`lazyPage`); at once
 * otherwise. Awaited before a server render of it and before its hydration in the browser, so both
 * sides render the screen itself, not its spinner (docs/adr/0011).
 *
 * @example
 * await preloadScreen('/reserver');
 */
export function preloadScreen(pathname: string): Promise<void> {
  const element = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1)?.route.element;
  const screen = isValidElement(element) ? (element.type as Partial<Pick<LazyPage<object>, 'preload'>>) : undefined;
  return screen?.preload?.() ?? Promise.resolve();
}

export function App() {
  const userStatus = useSelector(useAuthActor(), (snapshot) => snapshot.context.userStatus);
  useHeadLinks();
  // Spec §1: the current user is loaded before the application is shown; a public page rendered
  // by the server shows at once, as to a visitor (its protected routes still wait, RequireRole).
  if (userStatus === 'loading' && !isServerRendered()) return <Loading />;

  return <Routes>{APP_ROUTES}</Routes>;
}
