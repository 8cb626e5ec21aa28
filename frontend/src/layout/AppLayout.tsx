import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChunkErrorBoundary } from '../ui/lazyPage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { showsFooter } from './navigation.ts';

/** Header, the routed page, and the footer where the spec wants it. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="plouf-app">
      <Header />
      <main className="plouf-main">
        <ChunkErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </ChunkErrorBoundary>
      </main>
      {showsFooter(pathname) && <Footer />}
    </div>
  );
}
