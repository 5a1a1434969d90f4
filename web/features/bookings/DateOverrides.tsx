import { useId } from 'react';
import { get, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { BOOKING_LIMITS } from '#shared/api/bookings';
import { localToday, nextFreeDate } from './availability-values';
import { type AvailabilityForm, DayRanges } from './DayRanges';

/** '2026-12-24' → '24 December 2026' (a calendar date: no zone moves it). */
function dateLabel(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'this date';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Dates whose hours replace the weekly ones: a day off (no ranges) or other hours. */
export function DateOverrides({ form }: { form: AvailabilityForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'overrides' });
  const { errors } = useFormState({ control: form.control, name: 'overrides' });
  const overrides = useWatch({ control: form.control, name: 'overrides' }) ?? [];
  const id = useId();
  const listError = (get(errors, 'overrides') as { message?: string; root?: { message?: string } } | undefined) ?? {};
  const atLimit = fields.length >= BOOKING_LIMITS.overridesMax;

  return (
    <div className="flex flex-col gap-3">
      {fields.length === 0 && <p className="text-base-content/70">No dates with other hours.</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const date = overrides[index]?.date ?? '';
          const dayOff = (overrides[index]?.ranges ?? []).length === 0;
          const dateError = (get(errors, `overrides.${index}.date`) as { message?: string } | undefined)?.message;
          const controlId = `${id}-${index}`;
          return (
            <li key={field.id} className="rounded-box border border-base-200 p-3">
              <fieldset className="flex flex-col gap-3">
                <legend className="sr-only">Date override: {dateLabel(date)}</legend>
                <div className="flex flex-wrap items-end gap-3">
                  <label htmlFor={`${controlId}-date`} className="flex flex-col gap-1 text-sm">
                    Date
                    <input
                      id={`${controlId}-date`}
                      type="date"
                      min={localToday()}
                      className={`input input-bordered input-sm ${dateError ? 'input-error' : ''}`}
                      aria-invalid={Boolean(dateError)}
                      aria-describedby={dateError ? `${controlId}-date-error` : undefined}
                      {...form.register(`overrides.${index}.date`)}
                    />
                  </label>
                  <label className="flex flex-col gap-1 text-sm">
                    On this date
                    <select
                      className="select select-bordered select-sm"
                      value={dayOff ? 'off' : 'hours'}
                      onChange={(event) =>
                        form.setValue(
                          `overrides.${index}.ranges`,
                          event.target.value === 'off' ? [] : [{ start: '09:00', end: '17:00' }],
                          { shouldDirty: true },
                        )
                      }
                    >
                      <option value="off">Day off</option>
                      <option value="hours">Other hours</option>
                    </select>
                  </label>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm text-error"
                    aria-label={`Remove date ${dateLabel(date)}`}
                    onClick={() => remove(index)}
                  >
                    Remove date
                  </button>
                </div>
                {dateError && (
                  <span id={`${controlId}-date-error`} className="text-sm text-error">
                    {dateError}
                  </span>
                )}
                {!dayOff && (
                  <DayRanges
                    form={form}
                    name={`overrides.${index}.ranges`}
                    dayLabel={dateLabel(date)}
                    emptyText="Day off"
                  />
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      {(listError.message ?? listError.root?.message) && (
        <p role="alert" className="text-sm text-error">
          {listError.message ?? listError.root?.message}
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        disabled={atLimit}
        onClick={() => append({ date: nextFreeDate(overrides.map((o) => o.date)), ranges: [] })}
      >
        Add a date
      </button>
    </div>
  );
}
