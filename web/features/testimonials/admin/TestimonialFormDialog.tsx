import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { isImageUrl } from '#shared/api/content-fields';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import {
  type AdminTestimonial,
  type CreateTestimonialInput,
  createTestimonialSchema,
  TESTIMONIAL_LIMITS,
} from '#shared/api/testimonials';
import { IMAGE_DISPLAYS } from '#shared/responsive-image';
import { Dialog } from '#web/components/Dialog';
import { Field } from '#web/components/form/Field';
import { useGuardedClose } from '#web/components/use-guarded-close';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { AppImage } from '#web/lib/images/AppImage';
import { toast } from '#web/lib/toast';
import { useSaveTestimonial } from './api/admin-testimonials';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** Create or edit a testimonial (SPEC 5, 9: client name and quote required; rating 1–5, default 5; new ones regular). */
export function TestimonialFormDialog({
  testimonial,
  onClose,
}: {
  testimonial: AdminTestimonial | null;
  onClose: () => void;
}) {
  const save = useSaveTestimonial();
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
  const { form, control, formProps, submitting } = useSchemaForm(createTestimonialSchema, {
    defaultValues: defaults,
    onSubmit: async (input) => {
      await save.mutateAsync({ id: testimonial?.id ?? null, input });
      toast.success(testimonial ? CONTENT_MESSAGES.testimonialUpdated : CONTENT_MESSAGES.testimonialCreated);
      onClose();
    },
    onError: () => toast.error(CONTENT_MESSAGES.saveTestimonialFailed),
    onInvalid: (messages) => toast.error(Object.values(messages)[0] ?? CONTENT_MESSAGES.testimonialRequired),
  });
  const photo = useWatch({ control, name: 'client_photo' });

  // Cancel, Escape and the backdrop ask before dropping what was typed; so do leaving and unloading.
  const { requestClose, prompt } = useGuardedClose(form.formState.isDirty, onClose);

  return (
    <Dialog title={testimonial ? 'Edit testimonial' : 'New testimonial'} onClose={requestClose}>
      {prompt}
      <form {...formProps} className="flex flex-col gap-3">
        <Field control={control} name="client_name" label="Client name" max={TESTIMONIAL_LIMITS.clientName} />
        <Field control={control} name="quote" label="Quote" rows={4} max={TESTIMONIAL_LIMITS.quote} />
        <div className="flex items-end gap-3">
          <Field control={control} name="client_photo" label="Client photo URL" type="url" placeholder="https://…" />
          {photo && isImageUrl(photo) && (
            <AppImage
              src={photo}
              alt=""
              display={IMAGE_DISPLAYS.avatar(40)}
              className="h-10 w-10 shrink-0 rounded-full object-cover"
            />
          )}
        </div>
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
        <Controller
          control={control}
          name="is_featured"
          render={({ field }) => (
            <label className="flex cursor-pointer items-center gap-3 self-start">
              <input
                type="checkbox"
                className="toggle toggle-secondary"
                ref={field.ref}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
              />
              <span className="font-medium">Featured on the home page</span>
            </label>
          )}
        />
        <div className="modal-action">
          <button type="button" className="btn" onClick={requestClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? 'Saving...' : testimonial ? 'Save Changes' : 'Create Testimonial'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
