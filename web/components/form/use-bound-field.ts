import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { fieldErrorId } from './FieldFrame';

/**
 * A form control bound to one field of a schema form: the field, its error (client or server) and
 * what every control element takes (its id, which the label names; the form's binding; the error
 * described on it). Each field component adds its element, value and change handler.
 */
export function useBoundField<T extends FieldValues, Output>(control: Control<T, unknown, Output>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const error = fieldState.error?.message;
  return {
    field,
    error,
    /** The field's text: '' for a value that is not a string (yet). */
    text: typeof field.value === 'string' ? field.value : '',
    controlProps: {
      id,
      ref: field.ref,
      name: field.name,
      onBlur: field.onBlur,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? fieldErrorId(id) : undefined,
    },
  };
}
