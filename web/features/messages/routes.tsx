import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '#web/components/guards/RouteGuards';
import { lazyPage } from '#web/lib/lazy-page';
import { MESSAGES_PATHS } from './paths';

/** Signed in only; signed out, /auth comes back here (a thread opened from a notification email). */
export const messagesRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth message="Please sign in to see your messages" returnHere>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: MESSAGES_PATHS.inbox, lazy: lazyPage(() => import('./InboxPage'), 'InboxPage') },
      { path: MESSAGES_PATHS.thread, lazy: lazyPage(() => import('./ThreadPage'), 'ThreadPage') },
    ],
  },
];
