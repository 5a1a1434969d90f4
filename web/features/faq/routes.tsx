import type { RouteObject } from 'react-router';
import { comingSoonPage } from '../../components/coming-soon-page';

/** SPEC 2 public FAQ. Not built yet: it says so. */
export const faqRoutes: RouteObject[] = [
  { path: 'faq', handle: { title: 'Frequently Asked Questions' }, lazy: comingSoonPage },
];
