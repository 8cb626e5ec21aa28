import { useSelector } from '@xstate/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_SECTIONS } from './features/admin/sections.ts';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { RequireRole } from './features/auth/RequireRole.tsx';
import { useAuthActor } from './features/auth/AuthProvider.tsx';
import { ContactPage } from './features/contact/ContactPage.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { ComingSoon } from './ui/ComingSoon.tsx';
import { lazyPage } from './ui/lazyPage.tsx';
import { Loading } from './ui/Loading.tsx';

// The account area and the back-office load on demand: the public site stays light on a phone.
const ProfileLayout = lazyPage(() => import('./features/account/ProfileLayout.tsx'));
const AccountHomePage = lazyPage(() => import('./features/account/AccountHomePage.tsx'));
const AdminDashboardPage = lazyPage(() => import('./features/admin/AdminDashboardPage.tsx'));
const ContactListPage = lazyPage(() => import('./features/adminContacts/ContactListPage.tsx'));
const ContactDetailPage = lazyPage(() => import('./features/adminContacts/ContactDetailPage.tsx'));
const FamilyListPage = lazyPage(() => import('./features/adminFamilies/FamilyListPage.tsx'));
const FamilyDetailPage = lazyPage(() => import('./features/adminFamilies/FamilyDetailPage.tsx'));
const PasswordPage = lazyPage(() => import('./features/account/PasswordPage.tsx'));
// Reached from a mailed link only: kept out of the public bundle too.
const CreatePasswordPage = lazyPage(() => import('./features/auth/CreatePasswordPage.tsx'));

/** Administration pages a later issue builds: an honest placeholder on each of their routes. */
const ADMIN_PLACEHOLDERS = ADMIN_SECTIONS.filter((section) => !section.ready);

export function App() {
  const userStatus = useSelector(useAuthActor(), (snapshot) => snapshot.context.userStatus);
  // Spec §1: the current user is loaded before the application is shown.
  if (userStatus === 'loading') return <Loading />;

  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="reserver" element={<ComingSoon titleId="pages.booking.title" />} />
        <Route path="piscines" element={<ComingSoon titleId="pages.pools.title" />} />
        <Route path="piscines/:slug" element={<ComingSoon titleId="pages.pool.title" />} />
        <Route path="activites-enfants" element={<ComingSoon titleId="pages.childActivities.title" />} />
        <Route path="activites-enfants/:slug" element={<ComingSoon titleId="pages.childActivities.title" />} />
        <Route path="activites-adultes" element={<ComingSoon titleId="pages.adultActivities.title" />} />
        <Route path="activites-adultes/:slug" element={<ComingSoon titleId="pages.adultActivities.title" />} />
        <Route path="blog" element={<ComingSoon titleId="pages.blog.title" />} />
        <Route path="blog/:name" element={<ComingSoon titleId="pages.blog.title" />} />
        <Route path="domicile" element={<ComingSoon titleId="pages.homeLessons.title" />} />
        <Route path="visio" element={<ComingSoon titleId="pages.visio.title" />} />
        <Route path="mentions-legales" element={<ComingSoon titleId="pages.legal.title" />} />
        <Route path="cgv" element={<ComingSoon titleId="pages.terms.title" />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="create-password" element={<CreatePasswordPage />} />

        <Route path="profil" element={<RequireRole roles={['Client']}><ProfileLayout /></RequireRole>}>
          <Route index element={<AccountHomePage />} />
          <Route path="panier" element={<ComingSoon titleId="account.section.cart" />} />
          <Route path="facturation" element={<ComingSoon titleId="account.section.billing" />} />
          <Route path="paiement" element={<ComingSoon titleId="account.section.checkout" />} />
          <Route path="password" element={<PasswordPage />} />
          <Route path="my-booking" element={<ComingSoon titleId="account.section.bookings" />} />
          <Route path="session-history" element={<ComingSoon titleId="account.section.history" />} />
          <Route path="commandes" element={<ComingSoon titleId="account.section.orders" />} />

          <Route path="administration" element={<RequireRole roles={['Admin']} />}>
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<AdminDashboardPage />} />
            <Route path="contacts" element={<ContactListPage />} />
            <Route path="contacts/:contactId" element={<ContactDetailPage />} />
            <Route path="familles" element={<FamilyListPage />} />
            <Route path="familles/:familyId" element={<FamilyDetailPage />} />
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
    </Routes>
  );
}
