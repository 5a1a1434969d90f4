import { type ComponentProps, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';
import { useBoundField } from './use-bound-field';

type NumberFieldProps<T extends FieldValues, Output> = {
  control: Control<T, unknown, Output>;
  name: FieldPath<T>;
  label: string;
} & Omit<ComponentProps<'input'>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'type'>;

/** The number the text stands for; NaN for blank or garbage, which the schema refuses with its own message. */
export function parseNumberInput(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * A numeric input (SPEC 5: price and duration are numeric inputs) bound to a schema form as a
 * number. The text is kept as typed ("12." while typing 12.5) and the form holds its value.
 */
export function NumberField<T extends FieldValues, Output>({
  control,
  name,
  label,
  ...input
}: NumberFieldProps<T, Output>) {
  const { field, error, controlProps } = useBoundField(control, name);
  const asText = (value: unknown) => (typeof value === 'number' && !Number.isNaN(value) ? String(value) : '');
  const [text, setText] = useState(() => asText(field.value));
  // The text as typed while it still stands for the form's value; a reset (after a save) wins.
  const shown = Object.is(parseNumberInput(text), field.value) ? text : asText(field.value);
  return (
    <FieldFrame controlId={controlProps.id} label={label} value={shown} error={error}>
      <input
        inputMode="decimal"
        {...input}
        {...controlProps}
        type="number"
        value={shown}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(parseNumberInput(event.target.value));
        }}
        className={`input input-bordered w-full ${error ? 'input-error' : ''}`}
      />
    </FieldFrame>
  );
}
