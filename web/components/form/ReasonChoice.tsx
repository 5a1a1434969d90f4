import type { UseFormRegisterReturn } from 'react-hook-form';

/** A report's reason: one radio per choice, under a "Reason" legend, with the form's error for it. */
export function ReasonChoice({
  reasons,
  field,
  error,
}: {
  reasons: readonly string[];
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Reason</legend>
      {reasons.map((option) => (
        <label key={option} className="flex cursor-pointer items-center gap-2">
          <input type="radio" className="radio radio-sm" value={option} {...field} />
          {option}
        </label>
      ))}
      {error && <p className="text-sm text-error">{error}</p>}
    </fieldset>
  );
}
