import * as z from 'zod';
import { userText } from '#shared/text';
import type { AdminContentPage } from './admin-content';
import { booleanField, imageUrlField } from './content-fields';
import { CONTENT_MESSAGES } from './content-messages';

// The testimonials' API contract (SPEC 2, 3, 7, 9); the input schemas are shared with the web forms.
export const TESTIMONIAL_LIMITS = { clientName: 100, quote: 1000 } as const;

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

const testimonialRequired = (label: string, max: number, multiline = false) =>
  userText({ label, max, required: true, multiline, messages: { required: CONTENT_MESSAGES.testimonialRequired } });

const ratingField = z
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be a whole number from 1 to 5')
  .max(5, 'Rating must be a whole number from 1 to 5');

const testimonialFields = {
  client_name: testimonialRequired('Client name', TESTIMONIAL_LIMITS.clientName),
  quote: testimonialRequired('Quote', TESTIMONIAL_LIMITS.quote, true),
  client_photo: imageUrlField('Client photo'),
  rating: ratingField,
  is_featured: booleanField('is_featured'),
};

/** Rating 5 and not featured unless given (SPEC 9). */
export const createTestimonialSchema = z.object({
  ...testimonialFields,
  rating: ratingField.default(5),
  is_featured: testimonialFields.is_featured.default(false),
});
export type CreateTestimonialInput = z.input<typeof createTestimonialSchema>;
export type CreateTestimonialValues = z.output<typeof createTestimonialSchema>;

export const updateTestimonialSchema = z.object({
  client_name: testimonialFields.client_name.optional(),
  quote: testimonialFields.quote.optional(),
  client_photo: testimonialFields.client_photo,
  rating: ratingField.optional(),
  is_featured: testimonialFields.is_featured.optional(),
});
export type UpdateTestimonialInput = z.input<typeof updateTestimonialSchema>;
export type UpdateTestimonialValues = z.output<typeof updateTestimonialSchema>;

export interface AdminTestimonial {
  id: number;
  client_name: string;
  client_photo: string | null;
  quote: string;
  rating: number;
  is_featured: boolean;
  created_at: string;
}

export interface AdminTestimonialsResponse extends AdminContentPage {
  /** Newest first. */
  testimonials: AdminTestimonial[];
}

export interface SavedTestimonialResponse {
  testimonial: AdminTestimonial;
  message: string;
}
