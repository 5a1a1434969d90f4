import { Outlet, type RouteObject } from 'react-router';
import { comingSoonPage } from '../../components/coming-soon-page';
import { RequireAdmin } from '../../components/guards/RouteGuards';

/** SPEC 2 admin console (SPEC 4: signed out to /auth, non-admins to /). Not built yet: it says so. */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <RequireAdmin>
        <Outlet />
      </RequireAdmin>
    ),
    children: [
      { path: 'admin', handle: { title: 'Admin dashboard' }, lazy: comingSoonPage },
      { path: 'admin/trainers', handle: { title: 'Trainer moderation' }, lazy: comingSoonPage },
      { path: 'admin/content', handle: { title: 'Content management' }, lazy: comingSoonPage },
      { path: 'admin/users', handle: { title: 'User management' }, lazy: comingSoonPage },
      { path: 'admin/settings', handle: { title: 'Platform settings' }, lazy: comingSoonPage },
    ],
  },
];
