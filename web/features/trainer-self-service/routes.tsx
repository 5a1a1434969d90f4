import { Outlet, type RouteObject } from 'react-router';
import { comingSoonPage } from '../../components/coming-soon-page';
import { RequireAuth } from '../../components/guards/RouteGuards';

/** SPEC 2 trainer screens (signed in; SPEC 6). Not built yet: they say so. */
export const trainerSelfServiceRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: 'manage-profile', handle: { title: 'Manage profile' }, lazy: comingSoonPage },
      { path: 'trainer-analytics', handle: { title: 'Analytics' }, lazy: comingSoonPage },
    ],
  },
];
