import { useId } from 'react';
import { get, type UseFormReturn, useController, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import type { AvailabilityInput, AvailabilityValues, Weekday } from '#shared/api/bookings';
import { END_TIMES, nextRange, START_TIMES } from './availability-values';

export type AvailabilityForm = UseFormReturn<AvailabilityInput, unknown, AvailabilityValues>;
/** A list of HH:MM ranges in the form: a weekday's, or one date override's. */
export type RangesPath = `weekly.${Weekday}` | `overrides.${number}.ranges`;

/** A message the schema put on the list itself (overlapping ranges, too many). */
function listError(errors: unknown, name: string): string | undefined {
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/**
 * The ranges of one day, each a From and a To select on the schema's 15-minute steps (a select also
 * offers 24:00 as an end, which a time input cannot): add one after the last, remove any; none is "Unavailable".
 */
export function DayRanges({
  form,
  name,
  dayLabel,
  emptyText = 'Unavailable',
}: {
  form: AvailabilityForm;
  name: RangesPath;
  /** The day as the buttons name it: "Monday", "12 December". */
  dayLabel: string;
  emptyText?: string;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const { errors } = useFormState({ control: form.control, name });
  const id = useId();
  // useWatch, not form.watch: a change here re-renders this day only, not the whole form.
  const ranges = useWatch({ control: form.control, name }) ?? [];
  const next = nextRange(ranges);
  const dayError = listError(errors, name);

  return (
    <div className="flex flex-col gap-2">
      {fields.length === 0 && <p className="py-2 text-base-content/70">{emptyText}</p>}
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const rangeError = listError(errors, `${name}.${index}.end`) ?? listError(errors, `${name}.${index}.start`);
          const errorId = `${id}-${index}-error`;
          const described = rangeError ? errorId : undefined;
          const suffix = fields.length > 1 ? ` (range ${index + 1})` : '';
          return (
            <li key={field.id} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-end gap-2">
                <TimeSelect
                  form={form}
                  name={`${name}.${index}.start`}
                  label="From"
                  suffix={suffix}
                  times={START_TIMES}
                  invalid={false}
                  describedBy={described}
                />
                <span aria-hidden="true" className="pb-1">
                  –
                </span>
                <TimeSelect
                  form={form}
                  name={`${name}.${index}.end`}
                  label="To"
                  suffix={suffix}
                  times={END_TIMES}
                  invalid={Boolean(rangeError)}
                  describedBy={described}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-sm text-error"
                  aria-label={`Remove ${dayLabel} hours${suffix}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </div>
              {rangeError && (
                <span id={errorId} className="text-sm text-error">
                  {rangeError}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {dayError && (
        <p role="alert" className="text-sm text-error">
          {dayError}
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        aria-label={`Add hours on ${dayLabel}`}
        disabled={next === null}
        onClick={() => next && append(next)}
      >
        Add hours
      </button>
    </div>
  );
}

/** One HH:MM select of a range, labelled, bound to the form (controlled: its value is always the form's). */
function TimeSelect({
  form,
  name,
  label,
  suffix,
  times,
  invalid,
  describedBy,
}: {
  form: AvailabilityForm;
  name: `${RangesPath}.${number}.${'start' | 'end'}`;
  label: string;
  /** For screen readers, which range of the day: " (range 2)". */
  suffix: string;
  times: readonly string[];
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { field } = useController({ control: form.control, name });
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>
        {label}
        <span className="sr-only">{suffix}</span>
      </label>
      <select
        id={id}
        ref={field.ref}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        className={`select select-bordered select-sm w-28 ${invalid ? 'select-error' : ''}`}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      >
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </div>
  );
}
