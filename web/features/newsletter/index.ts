// The newsletter feature's public face: all that other features may import from it (npm run lint checks).
export { NewsletterPlaceholder } from './NewsletterSection';

/** The form itself, loaded on its own (zod and react-hook-form are not in the page's chunk). */
export const loadNewsletterForm = () => import('./NewsletterForm');
