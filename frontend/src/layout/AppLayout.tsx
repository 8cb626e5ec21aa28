import { Outlet, useLocation } from 'react-router-dom';
import { ChunkErrorBoundary } from '../ui/lazyPage.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NewsletterLinks } from './NewsletterLinks.tsx';
import { showsFooter } from './navigation.ts';

/** Header, the routed page, and the footer where the spec wants it. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="plouf-app">
      <Header />
      <main className="plouf-main">
        {/* Each lazy page waits in its own Suspense (ui/lazyPage.tsx): none here, so a server-rendered page hydrates in one pass. */}
        <ChunkErrorBoundary resetKey={pathname}>
          <Outlet />
        </ChunkErrorBoundary>
      </main>
      {showsFooter(pathname) && <Footer />}
      <NewsletterLinks />
    </div>
  );
}
