import { Outlet, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from '../components/guards/RouteGuards';
import { RootLayout } from '../components/layout/RootLayout';
import { RouteError } from '../components/layout/RouteError';

/**
 * Every screen of SPEC section 2. Each page is its own chunk (lazy) so the first load stays small.
 * Pages whose feature has not landed yet render the shared "coming soon" page, titled by `handle`.
 */
const comingSoon = () => import('../components/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage }));

/** Guarded areas (SPEC 4 and 6) are layout routes; the guards are convenience, the worker enforces. */
function SignedInArea() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
function SavedTrainersArea() {
  return (
    <RequireAuth message="Please sign in to view saved trainers">
      <Outlet />
    </RequireAuth>
  );
}
function AdminArea() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })) },
      { path: 'auth', lazy: () => import('../features/auth/AuthPage').then((m) => ({ Component: m.AuthPage })) },
      {
        path: 'trainers',
        lazy: () => import('../features/browse/BrowsePage').then((m) => ({ Component: m.BrowsePage })),
      },
      {
        path: 'trainer/:slug',
        lazy: () =>
          import('../features/trainer-profile/TrainerProfilePage').then((m) => ({ Component: m.TrainerProfilePage })),
      },
      {
        path: 'category/:categorySlug',
        lazy: () => import('../features/category/CategoryPage').then((m) => ({ Component: m.CategoryPage })),
      },
      {
        Component: SavedTrainersArea,
        children: [
          {
            path: 'saved-trainers',
            lazy: () =>
              import('../features/saved-trainers/SavedTrainersPage').then((m) => ({ Component: m.SavedTrainersPage })),
          },
        ],
      },
      {
        Component: SignedInArea,
        children: [
          {
            path: 'dashboard',
            lazy: () => import('../features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
          },
          { path: 'manage-profile', handle: { title: 'Manage profile' }, lazy: comingSoon },
          { path: 'trainer-analytics', handle: { title: 'Analytics' }, lazy: comingSoon },
        ],
      },
      {
        Component: AdminArea,
        children: [
          { path: 'admin', handle: { title: 'Admin dashboard' }, lazy: comingSoon },
          { path: 'admin/trainers', handle: { title: 'Trainer moderation' }, lazy: comingSoon },
          { path: 'admin/content', handle: { title: 'Content management' }, lazy: comingSoon },
          { path: 'admin/users', handle: { title: 'User management' }, lazy: comingSoon },
          { path: 'admin/settings', handle: { title: 'Platform settings' }, lazy: comingSoon },
        ],
      },
      { path: 'blog', handle: { title: 'Blog & Resources' }, lazy: comingSoon },
      { path: 'blog/:slug', handle: { title: 'Blog' }, lazy: comingSoon },
      { path: 'faq', handle: { title: 'Frequently Asked Questions' }, lazy: comingSoon },
      {
        path: 'contact',
        lazy: () => import('../features/contact/ContactPage').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'about',
        lazy: () => import('../features/static-pages/AboutPage').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: 'privacy',
        lazy: () => import('../features/static-pages/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'terms',
        lazy: () => import('../features/static-pages/TermsPage').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: '*',
        lazy: () => import('../features/static-pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
