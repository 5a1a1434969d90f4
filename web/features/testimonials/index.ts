// The testimonials feature's public face: all that other features may import from it (npm run lint checks).
export { featuredTestimonialsQuery } from './api/featured-testimonials';

/** The home page's carousel, loaded on its own (embla and the slides are not in the page's chunk). */
export const loadTestimonialsCarousel = () => import('./TestimonialsCarousel');
