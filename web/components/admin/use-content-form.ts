import type { DefaultValues, FieldValues } from 'react-hook-form';
import { type SchemaSource, useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import type { ContentToasts } from './content-toasts';

/** What a content item's form is: its shared schema, what it calls the item, and what it says. */
export interface ContentForm<Input extends FieldValues, Output extends FieldValues> {
  schema: SchemaSource<Input, Output>;
  /** The item in the form's title: 'New FAQ', 'Edit FAQ'. */
  noun: string;
  /** The submit button of a new item ('Create FAQ'); a stored one's says 'Save Changes'. */
  createLabel: string;
  toasts: Pick<ContentToasts, 'created' | 'updated' | 'saveFailed' | 'required'>;
}

/** The save mutation of a content item: a new one (id null) or a stored one. */
interface SaveById<Input> {
  mutateAsync: (change: { id: number | null; input: Input }) => Promise<unknown>;
}

/** Saves a content item as new (`item` null) or over the stored one with SPEC 8's toasts; API field errors go on the fields. */
export function useContentForm<Input extends FieldValues, Output extends FieldValues>(
  kind: ContentForm<Input, Output>,
  item: { id: number } | null,
  { defaults, save, onSaved }: { defaults: DefaultValues<Input>; save: SaveById<Input>; onSaved: () => void },
) {
  const { toasts } = kind;
  const schemaForm = useSchemaForm(kind.schema, {
    defaultValues: defaults,
    onSubmit: async (input) => {
      await save.mutateAsync({ id: item?.id ?? null, input });
      toast.success(item ? toasts.updated : toasts.created);
      onSaved();
    },
    onError: (error) => toast.error(toasts.saveFailed, { cause: error }),
    onInvalid: (messages) => toast.error(Object.values(messages)[0] ?? toasts.required),
  });
  return {
    ...schemaForm,
    dirty: schemaForm.form.formState.isDirty,
    title: `${item ? 'Edit' : 'New'} ${kind.noun}`,
    submitLabel: item ? 'Save Changes' : kind.createLabel,
  };
}
