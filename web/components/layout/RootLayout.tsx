import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 btn btn-sm"
      >
        Skip to content
      </a>
      <NavBar />
      {navigation.state === 'loading' && (
        <progress className="progress progress-primary fixed top-0 left-0 z-50 h-1 w-full" aria-label="Loading page" />
      )}
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster richColors position="top-right" closeButton />
      <ScrollRestoration />
    </div>
  );
}

function PageLoading() {
  return (
    <div className="flex justify-center py-24" role="status" aria-label="Loading">
      <span className="loading loading-spinner loading-lg" />
    </div>
  );
}
