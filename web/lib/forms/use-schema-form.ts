import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldMessages } from './field-messages';
import { applyServerFieldErrors } from './server-field-errors';

export interface SchemaFormOptions<Input extends FieldValues, Output> {
  defaultValues: DefaultValues<Input>;
  /**
   * Runs once the values pass the schema. `input` is what the user typed (send this: the worker
   * parses it with the same schema); `parsed` is the schema's output (trimmed, lower-cased, with
   * empty optional text as null) for local use.
   */
  onSubmit: (input: Input, parsed: Output) => Promise<void>;
  /** After a failed onSubmit (its ApiRequestError's `fields` are already on the fields): the toast. */
  onError?: (error: unknown) => void;
  /** When the schema refuses the values (each field shows its message): for forms that also toast. */
  onInvalid?: (messages: Record<string, string>) => void;
}

/**
 * A form driven by one of the shared zod schemas in `#shared/api/*` (never a second copy of
 * the rules). The one place where field errors, the submitting state and the server's field
 * errors meet: fields read their error from the form, `submitting` is true while onSubmit runs.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: SchemaFormOptions<Input, Output>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver<Input, unknown, Output>(schema),
    defaultValues: options.defaultValues,
  });
  const fieldNames = Object.keys(options.defaultValues);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(
      async (parsed) => {
        try {
          await options.onSubmit(form.getValues(), parsed);
        } catch (error) {
          applyServerFieldErrors(error, fieldNames, form.setError);
          options.onError?.(error);
        }
      },
      (errors) => options.onInvalid?.(fieldMessages(errors)),
    )(event);

  return { form, control: form.control, onSubmit, submitting: form.formState.isSubmitting };
}
