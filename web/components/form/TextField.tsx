import { type ComponentProps, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FieldFrame, fieldErrorId } from './FieldFrame';

type TextFieldProps<T extends FieldValues, Output> = {
  control: Control<T, unknown, Output>;
  name: FieldPath<T>;
  label: string;
  /** The schema's limit in characters: shows a counter (no hard stop, the schema says what is wrong). */
  max?: number;
} & Omit<ComponentProps<'input'>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'max'>;

/** A labelled input bound to a schema form; its error comes from the form (client or server). */
export function TextField<T extends FieldValues, Output>({
  control,
  name,
  label,
  max,
  ...input
}: TextFieldProps<T, Output>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  return (
    <FieldFrame controlId={id} label={label} value={value} max={max} error={error}>
      <input
        {...input}
        id={id}
        ref={field.ref}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        className={`input input-bordered w-full ${error ? 'input-error' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? fieldErrorId(id) : undefined}
      />
    </FieldFrame>
  );
}
