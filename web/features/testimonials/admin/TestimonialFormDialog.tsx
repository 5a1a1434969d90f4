import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  type AdminTestimonial,
  type CreateTestimonialInput,
  type CreateTestimonialValues,
  createTestimonialSchema,
  TESTIMONIAL_LIMITS,
} from '#shared/api/testimonials';
import { ContentFormDialog } from '#web/components/admin/ContentFormDialog';
import { type ContentForm, useContentForm } from '#web/components/admin/use-content-form';
import { Field } from '#web/components/form/Field';
import { ImageUrlField } from '#web/components/form/ImageUrlField';
import { ToggleField } from '#web/components/form/ToggleField';
import { useSaveTestimonial } from './api/admin-testimonials';
import { TESTIMONIAL_TOASTS } from './testimonial-toasts';

const RATINGS = [5, 4, 3, 2, 1] as const;

const TESTIMONIAL_FORM: ContentForm<CreateTestimonialInput, CreateTestimonialValues> = {
  schema: createTestimonialSchema,
  noun: 'testimonial',
  createLabel: 'Create Testimonial',
  toasts: TESTIMONIAL_TOASTS,
};

/** Create or edit a testimonial (SPEC 5, 9: client name and quote required; rating 1–5, default 5; new ones regular). */
export function TestimonialFormDialog({
  testimonial,
  onClose,
}: {
  testimonial: AdminTestimonial | null;
  onClose: () => void;
}) {
  const ratingId = useId();
  const defaults: CreateTestimonialInput = testimonial
    ? {
        client_name: testimonial.client_name,
        quote: testimonial.quote,
        client_photo: testimonial.client_photo ?? '',
        rating: testimonial.rating,
        is_featured: testimonial.is_featured,
      }
    : { client_name: '', quote: '', client_photo: '', rating: 5, is_featured: false };
  const form = useContentForm(TESTIMONIAL_FORM, testimonial, {
    defaults,
    save: useSaveTestimonial(),
    onSaved: onClose,
  });
  const { control } = form;

  return (
    <ContentFormDialog form={form} onClose={onClose}>
      <Field control={control} name="client_name" label="Client name" max={TESTIMONIAL_LIMITS.clientName} />
      <Field control={control} name="quote" label="Quote" rows={4} max={TESTIMONIAL_LIMITS.quote} />
      <ImageUrlField control={control} name="client_photo" label="Client photo URL" preview="avatar" />
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <label htmlFor={ratingId} className="flex flex-col gap-1">
            <span className="text-sm font-medium">Rating</span>
            <select
              id={ratingId}
              ref={field.ref}
              className="select select-bordered w-40"
              value={field.value ?? 5}
              onChange={(event) => field.onChange(Number(event.target.value))}
              onBlur={field.onBlur}
            >
              {RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {rating} / 5
                </option>
              ))}
            </select>
            {fieldState.error && <span className="text-sm text-error">{fieldState.error.message}</span>}
          </label>
        )}
      />
      <ToggleField control={control} name="is_featured" label="Featured on the home page" tone="toggle-secondary" />
    </ContentFormDialog>
  );
}
