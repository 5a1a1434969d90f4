import { type ComponentProps, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FieldFrame, fieldErrorId } from './FieldFrame';

type TextareaFieldProps<T extends FieldValues, Output> = {
  control: Control<T, unknown, Output>;
  name: FieldPath<T>;
  label: string;
  /** The schema's limit in characters, shown as a counter of what is typed so far. */
  max: number;
} & Omit<ComponentProps<'textarea'>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;

/** A labelled multi-line field with a character counter, bound to a schema form. */
export function TextareaField<T extends FieldValues, Output>({
  control,
  name,
  label,
  max,
  ...textarea
}: TextareaFieldProps<T, Output>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  return (
    <FieldFrame controlId={id} label={label} value={value} max={max} error={error}>
      <textarea
        {...textarea}
        id={id}
        ref={field.ref}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        className={`textarea textarea-bordered w-full ${error ? 'textarea-error' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? fieldErrorId(id) : undefined}
      />
    </FieldFrame>
  );
}
