import type { RouteObject } from 'react-router';
import { comingSoonPage } from '../../components/coming-soon-page';

/** SPEC 2 public blog. Not built yet: it says so. */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', handle: { title: 'Blog & Resources' }, lazy: comingSoonPage },
  { path: 'blog/:slug', handle: { title: 'Blog' }, lazy: comingSoonPage },
];
