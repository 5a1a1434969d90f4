import * as z from 'zod';
import { queryObject } from '#shared/query-params';
import { userText } from '#shared/text';
import { booleanField } from './content-fields';
import { CONTENT_MESSAGES } from './content-messages';

// The FAQs' API contract (SPEC 2, 3, 7, 9); the input schemas are shared with the web forms.
export const FAQ_LIMITS = { question: 300, answer: 5000, category: 50 } as const;
/** FAQs are listed whole in the admin (reordering needs every FAQ of a category); this caps the list. */
export const ADMIN_FAQ_LIMIT = 1000;

export const faqListQuerySchema = queryObject({
  search: userText({ label: 'Search', max: 200 }).optional(),
  category: userText({ label: 'Category', max: FAQ_LIMITS.category }).optional(),
});
export type FaqListQuery = z.output<typeof faqListQuerySchema>;

export interface PublicFaq {
  id: number;
  question: string;
  answer: string;
  category: string;
  order_index: number;
}

export interface FaqListResponse {
  faqs: PublicFaq[];
  categories: string[];
}

const faqRequired = (label: string, max: number, multiline = false) =>
  userText({ label, max, required: true, multiline, messages: { required: CONTENT_MESSAGES.faqRequired } });

const faqFields = {
  question: faqRequired('Question', FAQ_LIMITS.question),
  answer: faqRequired('Answer', FAQ_LIMITS.answer, true),
  category: faqRequired('Category', FAQ_LIMITS.category),
  is_published: booleanField('is_published'),
};

/** New FAQs are published (SPEC 9) and go to the end of their category. */
export const createFaqSchema = z.object({ ...faqFields, is_published: faqFields.is_published.default(true) });
export type CreateFaqInput = z.input<typeof createFaqSchema>;
export type CreateFaqValues = z.output<typeof createFaqSchema>;

/** Only the fields sent change; a FAQ moved to another category goes to the end of it. */
export const updateFaqSchema = z.object({
  question: faqFields.question.optional(),
  answer: faqFields.answer.optional(),
  category: faqFields.category.optional(),
  is_published: faqFields.is_published.optional(),
});
export type UpdateFaqInput = z.input<typeof updateFaqSchema>;
export type UpdateFaqValues = z.output<typeof updateFaqSchema>;

export const FAQ_MOVE_DIRECTIONS = ['up', 'down'] as const;
export const moveFaqSchema = z.object({
  direction: z.enum(FAQ_MOVE_DIRECTIONS, { error: 'Direction must be up or down' }),
});
export type MoveFaqInput = z.input<typeof moveFaqSchema>;

export interface AdminFaq {
  id: number;
  question: string;
  answer: string;
  category: string;
  is_published: boolean;
  order_index: number;
  created_at: string;
}

export interface AdminFaqsResponse {
  faqs: AdminFaq[];
}

export interface SavedFaqResponse {
  faq: AdminFaq;
  message: string;
}

export interface MovedFaqResponse {
  /** False when the FAQ was already first (up) or last (down) in its category. */
  moved: boolean;
  faqs: AdminFaq[];
  message: string;
}
