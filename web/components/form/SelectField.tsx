import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';
import { useBoundField } from './use-bound-field';

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
  const { field, error, text, controlProps } = useBoundField(control, name);
  return (
    <FieldFrame controlId={controlProps.id} label={label} value={text} error={error}>
      <select
        {...select}
        {...controlProps}
        value={text}
        onChange={field.onChange}
        className={`select select-bordered w-full ${error ? 'select-error' : ''}`}
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
