import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import { type AdminFaq, type CreateFaqInput, createFaqSchema, FAQ_LIMITS } from '#shared/api/faqs';
import { Dialog } from '#web/components/Dialog';
import { TextareaField } from '#web/components/form/TextareaField';
import { TextField } from '#web/components/form/TextField';
import { useGuardedClose } from '#web/components/use-guarded-close';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useSaveFaq } from './api/admin-faqs';

/** Create or edit a FAQ (SPEC 5: question, answer and category required; new ones are published). */
export function FaqFormDialog({
  faq,
  categories,
  onClose,
}: {
  faq: AdminFaq | null;
  categories: readonly string[];
  onClose: () => void;
}) {
  const save = useSaveFaq();
  const listId = useId();
  const defaults: CreateFaqInput = faq
    ? { question: faq.question, answer: faq.answer, category: faq.category, is_published: faq.is_published }
    : { question: '', answer: '', category: '', is_published: true };
  const { form, control, formProps, submitting } = useSchemaForm(createFaqSchema, {
    defaultValues: defaults,
    onSubmit: async (input) => {
      await save.mutateAsync({ id: faq?.id ?? null, input });
      toast.success(faq ? CONTENT_MESSAGES.faqUpdated : CONTENT_MESSAGES.faqCreated);
      onClose();
    },
    onError: (error) => toast.error(CONTENT_MESSAGES.saveFaqFailed, { cause: error }),
    onInvalid: (messages) => toast.error(Object.values(messages)[0] ?? CONTENT_MESSAGES.faqRequired),
  });

  // Cancel, Escape and the backdrop ask before dropping what was typed; so do leaving and unloading.
  const { requestClose, prompt } = useGuardedClose(form.formState.isDirty, onClose);

  return (
    <Dialog title={faq ? 'Edit FAQ' : 'New FAQ'} onClose={requestClose}>
      {prompt}
      <form {...formProps} className="flex flex-col gap-3">
        <TextField control={control} name="question" label="Question" max={FAQ_LIMITS.question} />
        <TextareaField control={control} name="answer" label="Answer" rows={5} max={FAQ_LIMITS.answer} />
        <TextField control={control} name="category" label="Category" max={FAQ_LIMITS.category} list={listId} />
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <Controller
          control={control}
          name="is_published"
          render={({ field }) => (
            <label className="flex cursor-pointer items-center gap-3 self-start">
              <input
                type="checkbox"
                className="toggle toggle-success"
                ref={field.ref}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
              />
              <span className="font-medium">Published</span>
            </label>
          )}
        />
        <div className="modal-action">
          <button type="button" className="btn" onClick={requestClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? 'Saving...' : faq ? 'Save Changes' : 'Create FAQ'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
