export interface FeaturedTestimonial {
  id: number;
  client_name: string;
  client_photo: string | null;
  quote: string;
  rating: number;
}

export interface FeaturedTestimonialsResponse {
  testimonials: FeaturedTestimonial[];
}

/** SPEC 9: six featured testimonials, newest first. */
export const FEATURED_TESTIMONIALS_LIMIT = 6;
