import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';
import { useBoundField } from './use-bound-field';

/** What the form binds: never passed by hand. */
type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref';

export type FieldProps<T extends FieldValues, Output> = {
  control: Control<T, unknown, Output>;
  name: FieldPath<T>;
  label: string;
  /** The schema's limit in characters: shows a counter (no hard stop, the schema says what is wrong). */
  max?: number;
} & (
  | ({ rows?: undefined } & Omit<ComponentProps<'input'>, Bound | 'max'>)
  /** With `rows`, a multi-line field. */
  | ({ rows: number } & Omit<ComponentProps<'textarea'>, Bound>)
);

/**
 * A labelled text field bound to a schema form: one line, or a textarea when it is given `rows`.
 * Its error comes from the form (client or server).
 */
export function Field<T extends FieldValues, Output>(props: FieldProps<T, Output>) {
  const { field, error, text, controlProps } = useBoundField(props.control, props.name);
  const bound = { ...controlProps, value: text, onChange: field.onChange };
  let element: ReactNode;
  if (props.rows === undefined) {
    const { control, name, label, max, ...input } = props;
    element = <input {...input} {...bound} className={`input input-bordered w-full ${error ? 'input-error' : ''}`} />;
  } else {
    const { control, name, label, max, ...textarea } = props;
    element = (
      <textarea
        {...textarea}
        {...bound}
        className={`textarea textarea-bordered w-full ${error ? 'textarea-error' : ''}`}
      />
    );
  }
  return (
    <FieldFrame controlId={controlProps.id} label={props.label} value={text} max={props.max} error={error}>
      {element}
    </FieldFrame>
  );
}
