import { type ComponentProps, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FieldFrame, fieldErrorId } from './FieldFrame';

type SelectFieldProps<T extends FieldValues, Output> = {
  control: Control<T, unknown, Output>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
} & Omit<ComponentProps<'select'>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;

/** A labelled select over a fixed list (the schema's enum), bound to a schema form. */
export function SelectField<T extends FieldValues, Output>({
  control,
  name,
  label,
  options,
  ...select
}: SelectFieldProps<T, Output>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  return (
    <FieldFrame controlId={id} label={label} value={value} error={error}>
      <select
        {...select}
        id={id}
        ref={field.ref}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        className={`select select-bordered w-full ${error ? 'select-error' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? fieldErrorId(id) : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
