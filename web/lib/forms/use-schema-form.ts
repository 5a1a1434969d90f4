import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
} from 'react-hook-form';
import type * as z from 'zod';
import { editsBeforeHydration } from '#web/lib/edits-before-hydration';
import { fieldMessages } from './field-messages';
import { applyServerFieldErrors } from './server-field-errors';

export interface SchemaFormOptions<Input extends FieldValues, Output> {
  defaultValues: DefaultValues<Input>;
  /** `input` is what the user typed (send this: the worker parses it with the same schema); `parsed` is for local use. */
  onSubmit: (input: Input, parsed: Output) => Promise<void>;
  /** After a failed onSubmit (its `fields` already shown) or a schema that could not load: the toast. */
  onError?: (error: unknown) => void;
  /** When the schema refuses the values (each field shows its message): for forms that also toast. */
  onInvalid?: (messages: Record<string, string>) => void;
}

type Schema<Input extends FieldValues, Output> = z.ZodType<Output, Input>;

/** The schema, or a loader: a public page's form loads its schema on first focus or submit, as building one is costly (decision 035). */
export type SchemaSource<Input extends FieldValues, Output> =
  | Schema<Input, Output>
  | (() => Promise<Schema<Input, Output>>);

/** A lazy schema that could not be loaded (offline, a new deploy removed the chunk). */
class SchemaLoadError extends Error {
  constructor(cause: unknown) {
    super('The form could not load its validation rules', { cause });
  }
}

interface SchemaResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading a lazy schema ahead of the first submit (no-op otherwise). */
  preload: () => void;
}

function schemaResolver<Input extends FieldValues, Output extends FieldValues>(
  source: SchemaSource<Input, Output>,
): SchemaResolver<Input, Output> {
  if (typeof source !== 'function') return { resolver: zodResolver<Input, unknown, Output>(source), preload: () => {} };
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loaded ??= source()
      .then((schema) => zodResolver<Input, unknown, Output>(schema))
      .catch((error: unknown) => {
        loaded = undefined;
        throw new SchemaLoadError(error);
      });
    return loaded;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    // A failure here is reported by the submit that needs the schema.
    preload: () => {
      load().catch(() => {});
    },
  };
}

/** A form driven by one of the shared zod schemas in `#shared/api/*`, never a second copy of the rules. */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: SchemaSource<Input, Output>,
  options: SchemaFormOptions<Input, Output>,
) {
  const [{ resolver, preload }] = useState(() => schemaResolver(schema));
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: options.defaultValues,
  });
  const fieldNames = Object.keys(options.defaultValues);
  const formRef = useRef<HTMLFormElement>(null);

  // A worker-rendered form can be typed into before it hydrates: it starts from what is there (decision 054).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the form mounts.
  useLayoutEffect(() => {
    for (const [name, value] of editsBeforeHydration(formRef.current)) {
      if (!fieldNames.includes(name)) continue;
      const initial: unknown = options.defaultValues[name as keyof typeof options.defaultValues];
      const typed = typeof initial === 'number' && typeof value === 'string' ? Number(value) : value;
      form.setValue(name as Path<Input>, typed as PathValue<Input, Path<Input>>, { shouldDirty: true });
    }
  }, []);

  // One submission at a time: a double click or Enter twice would otherwise send the request twice.
  const running = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (running.current) {
      event.preventDefault();
      return;
    }
    running.current = true;
    void form
      .handleSubmit(
        async (parsed) => {
          try {
            await options.onSubmit(form.getValues(), parsed);
          } catch (error) {
            applyServerFieldErrors(error, fieldNames, form.setError);
            options.onError?.(error);
          }
        },
        (errors) => options.onInvalid?.(fieldMessages(errors)),
      )(event)
      .catch((error: unknown) => {
        // A schema that could not be loaded gets the same answer as a failed request.
        if (!(error instanceof SchemaLoadError)) throw error;
        options.onError?.(error.cause);
      })
      .finally(() => {
        running.current = false;
      });
  };

  return {
    form,
    control: form.control,
    /** Its submit handler, and the POST method the page's loader holds an early submit under before hydration. */
    formProps: { ref: formRef, method: 'post', noValidate: true, onSubmit } as const,
    submitting: form.formState.isSubmitting,
    /** For the form's onFocus: a lazy schema is then usually in by the time the visitor submits. */
    preloadSchema: preload,
  };
}
