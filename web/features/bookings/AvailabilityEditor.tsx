import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  type Availability,
  availabilityInputSchema,
  BOOKING_LIMITS,
  BOOKING_TEXT,
  WEEKDAYS,
} from '#shared/api/bookings';
import { NumberField } from '#web/components/form/NumberField';
import { SelectField } from '#web/components/form/SelectField';
import { LoadFailedAlert } from '#web/components/LoadFailedAlert';
import { ApiRequestError, apiErrorMessage } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { availabilityQuery, isStaleAvailability, savedAvailabilityOf, useSaveAvailability } from './api/availability';
import { availabilityValues, timeZoneOptions, WEEKDAY_LABELS } from './availability-values';
import { viewerTimeZone } from './booking-time';
import { BOOKINGS_TOASTS } from './bookings-toasts';
import { DateOverrides } from './DateOverrides';
import { DayRanges } from './DayRanges';

/** The Availability tab of /manage-profile: loads the trainer's booking settings, then edits them. */
export function AvailabilityEditor({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const query = useQuery(availabilityQuery());
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16" role="status" aria-label="Loading availability">
        <span className="loading loading-spinner loading-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailedAlert
        message={BOOKINGS_TOASTS.availabilityLoadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <AvailabilityForm
      availability={query.data}
      reload={async () => (await query.refetch()).data}
      reloading={query.isFetching}
      onDirtyChange={onDirtyChange}
    />
  );
}

function failure(err: unknown): { message: string; description?: string } {
  // The worker's validation message says what to fix; anything else is the plain failure.
  if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) {
    return { message: BOOKINGS_TOASTS.availabilitySaveFailed, description: apiErrorMessage(err, '') || undefined };
  }
  return { message: BOOKINGS_TOASTS.availabilitySaveFailed };
}

function AvailabilityForm({
  availability,
  reload,
  reloading,
  onDirtyChange,
}: {
  availability: Availability;
  reload: () => Promise<Availability | undefined>;
  reloading: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const save = useSaveAvailability();
  const [browserZone] = useState(viewerTimeZone);
  /**
   * Another tab or window saved since this form was loaded: the save was refused until the trainer reloads.
   * Holds the saved settings when the 409 carried them (true: reload them from the worker).
   */
  const [stale, setStale] = useState<Availability | true | null>(null);
  const loadedVersion = useRef(availability.version);

  const { form, control, formProps, submitting } = useSchemaForm(availabilityInputSchema, {
    defaultValues: availabilityValues(availability, browserZone),
    onSubmit: async (input) => {
      const res = await save.mutateAsync({ ...input, version: loadedVersion.current });
      loadedVersion.current = res.availability.version;
      form.reset(availabilityValues(res.availability, browserZone));
      toast.success(res.message);
    },
    onError: (err) => {
      if (isStaleAvailability(err)) {
        setStale(savedAvailabilityOf(err) ?? true);
        toast.error(BOOKING_TEXT.availabilityStale);
        return;
      }
      const { message, description } = failure(err);
      toast.error(message, { description, cause: err });
    },
    onInvalid: (messages) =>
      toast.error(BOOKINGS_TOASTS.availabilitySaveFailed, { description: Object.values(messages)[0] }),
  });

  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // A newer version reaching this tab (a refetch) replaces values nobody is editing.
  const { reset } = form;
  useEffect(() => {
    if (availability.version <= loadedVersion.current || dirty) return;
    loadedVersion.current = availability.version;
    reset(availabilityValues(availability, browserZone));
  }, [availability, dirty, reset, browserZone]);

  const onReload = async () => {
    const saved = stale === true || stale === null ? await reload() : stale;
    if (!saved) return;
    loadedVersion.current = saved.version;
    form.reset(availabilityValues(saved, browserZone));
    setStale(null);
  };

  const zone = useWatch({ control, name: 'timeZone' });
  const zoneOptions = useMemo(
    () => timeZoneOptions([browserZone, ...(availability.time_zone ? [availability.time_zone] : [])]),
    [browserZone, availability.time_zone],
  );
  const neverSaved = availability.version === 0;

  return (
    <form {...formProps} className="flex flex-col gap-6" aria-label="Availability">
      {stale !== null && (
        <div role="alert" className="alert alert-warning flex flex-wrap justify-between">
          <span>{BOOKING_TEXT.availabilityStale}</span>
          <button type="button" className="btn btn-sm" onClick={() => void onReload()} disabled={reloading}>
            {reloading ? 'Reloading...' : 'Reload'}
          </button>
        </div>
      )}
      {neverSaved && (
        <p className="alert alert-info">
          Learners can request sessions once you save your availability and mark a service “Bookable online”.
        </p>
      )}

      <section aria-labelledby="availability-zone" className="flex flex-col gap-2">
        <h2 id="availability-zone" className="text-lg font-semibold">
          Time zone
        </h2>
        <div className="max-w-md">
          <SelectField
            control={control}
            name="timeZone"
            label="Your time zone (the hours below are in it)"
            options={zoneOptions}
            autoComplete="off"
          />
        </div>
        <p className="text-sm text-base-content/70">
          {availability.time_zone === null
            ? `Proposed from this browser: ${browserZone}. Learners see your hours in their own time zone.`
            : `Learners see your hours converted to their own time zone.`}
          {zone !== browserZone && ` This browser is set to ${browserZone}.`}
        </p>
      </section>

      <section aria-labelledby="availability-weekly" className="flex flex-col gap-3">
        <h2 id="availability-weekly" className="text-lg font-semibold">
          Weekly hours
        </h2>
        <div className="flex flex-col divide-y divide-base-200 rounded-box border border-base-200">
          {WEEKDAYS.map((day) => (
            <fieldset key={day} className="grid gap-2 p-3 sm:grid-cols-[8rem_1fr]">
              <legend className="float-left pt-1 font-medium sm:w-32">{WEEKDAY_LABELS[day]}</legend>
              <DayRanges form={form} name={`weekly.${day}`} dayLabel={WEEKDAY_LABELS[day]} />
            </fieldset>
          ))}
        </div>
      </section>

      <section aria-labelledby="availability-overrides" className="flex flex-col gap-3">
        <h2 id="availability-overrides" className="text-lg font-semibold">
          Date overrides
        </h2>
        <p className="text-sm text-base-content/70">
          A day off, or other hours on one date, in place of the weekly hours.
        </p>
        <DateOverrides form={form} />
      </section>

      <section aria-labelledby="availability-rules" className="flex flex-col gap-3">
        <h2 id="availability-rules" className="text-lg font-semibold">
          Booking rules
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberField
            control={control}
            name="minNoticeHours"
            label="Minimum notice (hours)"
            min={0}
            max={BOOKING_LIMITS.minNoticeHoursMax}
            step="1"
            inputMode="numeric"
          />
          <NumberField
            control={control}
            name="horizonDays"
            label="How far ahead learners can book (days)"
            min={BOOKING_LIMITS.horizonDaysMin}
            max={BOOKING_LIMITS.horizonDaysMax}
            step="1"
            inputMode="numeric"
          />
          <NumberField
            control={control}
            name="bufferMinutes"
            label="Buffer between sessions (minutes)"
            min={0}
            max={BOOKING_LIMITS.bufferMinutesMax}
            step="5"
            inputMode="numeric"
          />
          <NumberField
            control={control}
            name="cancelNoticeHours"
            label="Learners can cancel up to (hours before)"
            min={0}
            max={BOOKING_LIMITS.cancelNoticeHoursMax}
            step="1"
            inputMode="numeric"
          />
        </div>
      </section>

      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Saving...' : 'Save Availability'}
        </button>
      </div>
    </form>
  );
}
