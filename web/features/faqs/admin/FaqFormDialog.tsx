import { useId } from 'react';
import {
  type AdminFaq,
  type CreateFaqInput,
  type CreateFaqValues,
  createFaqSchema,
  FAQ_LIMITS,
} from '#shared/api/faqs';
import { ContentFormDialog } from '#web/components/admin/ContentFormDialog';
import { type ContentForm, useContentForm } from '#web/components/admin/use-content-form';
import { Field } from '#web/components/form/Field';
import { ToggleField } from '#web/components/form/ToggleField';
import { useSaveFaq } from './api/admin-faqs';
import { FAQ_TOASTS } from './faq-toasts';

const FAQ_FORM: ContentForm<CreateFaqInput, CreateFaqValues> = {
  schema: createFaqSchema,
  noun: 'FAQ',
  createLabel: 'Create FAQ',
  toasts: FAQ_TOASTS,
};

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
  const listId = useId();
  const defaults: CreateFaqInput = faq
    ? { question: faq.question, answer: faq.answer, category: faq.category, is_published: faq.is_published }
    : { question: '', answer: '', category: '', is_published: true };
  const form = useContentForm(FAQ_FORM, faq, { defaults, save: useSaveFaq(), onSaved: onClose });
  const { control } = form;

  return (
    <ContentFormDialog form={form} onClose={onClose}>
      <Field control={control} name="question" label="Question" max={FAQ_LIMITS.question} />
      <Field control={control} name="answer" label="Answer" rows={5} max={FAQ_LIMITS.answer} />
      <Field control={control} name="category" label="Category" max={FAQ_LIMITS.category} list={listId} />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <ToggleField control={control} name="is_published" label="Published" tone="toggle-success" />
    </ContentFormDialog>
  );
}
