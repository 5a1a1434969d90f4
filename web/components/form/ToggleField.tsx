import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** A switch bound to a true/false field of a schema form ('Published', 'Featured on the home page'). */
export function ToggleField<T extends FieldValues, Output>({
  control,
  name,
  label,
  tone,
}: {
  control: Control<T, unknown, Output>;
  name: FieldPath<T>;
  label: string;
  /** The switch's colour when on. */
  tone: 'toggle-success' | 'toggle-secondary';
}) {
  const { field } = useController({ control, name });
  return (
    <label className="flex cursor-pointer items-center gap-3 self-start">
      <input
        type="checkbox"
        className={`toggle ${tone}`}
        ref={field.ref}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
      />
      <span className="font-medium">{label}</span>
    </label>
  );
}
