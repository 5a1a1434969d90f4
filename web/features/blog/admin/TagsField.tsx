import { useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FieldFrame, fieldErrorId } from '#web/components/form/FieldFrame';

/** "yoga, beginners" → ['yoga', 'beginners'] (blanks dropped; the schema checks the rest). */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * Tags typed as comma-separated text and kept in the form as a list. The text is the field's own
 * state, so typing "a, " is not rewritten to "a" mid-word.
 */
export function TagsField<T extends FieldValues, Output>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, Output>;
  name: FieldPath<T>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(() => (Array.isArray(field.value) ? field.value.join(', ') : ''));
  const id = useId();
  const error =
    fieldState.error?.message ??
    (Array.isArray(fieldState.error) ? fieldState.error.find((e) => e?.message)?.message : undefined);
  return (
    <FieldFrame controlId={id} label={label} value={text} error={error}>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        value={text}
        placeholder="e.g. yoga, beginners"
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(parseTags(event.target.value));
        }}
        onBlur={field.onBlur}
        className={`input input-bordered w-full ${error ? 'input-error' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? fieldErrorId(id) : undefined}
      />
    </FieldFrame>
  );
}
