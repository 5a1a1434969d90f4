import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  BOOKING_LIMITS,
  BOOKING_TEXT,
  type Booking,
  isTimeZone,
  requestBookingSchema,
  type Slot,
} from '#shared/api/bookings';
import { Dialog } from '#web/components/Dialog';
import { Field } from '#web/components/form/Field';
import { ApiRequestError, apiErrorMessage } from '#web/lib/api-client';
import { formatDuration, formatPrice } from '#web/lib/format';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { useSession } from '#web/lib/session/use-session';
import { signInPath } from '#web/lib/sign-in-path';
import { toast } from '#web/lib/toast';
import { useRequestBooking } from './api/request-booking';
import { slotsQuery } from './api/slots';
import { changedDraft, clearBookingDraft, readBookingDraft, readyToSend, writeBookingDraft } from './booking-draft';
import { bookingReturnPath } from './booking-link';
import type { BookingTrainer } from './RequestSessionButton';
import {
  addDays,
  browserTimeZone,
  dayLabel,
  groupSlotsByDay,
  localDate,
  longDayLabel,
  slotDateTime,
  slotTime,
  slotWindow,
  timeZoneChoices,
  weekOf,
  zoneLabel,
  zonePlace,
} from './slot-days';

const noteSchema = requestBookingSchema.pick({ note: true });

/** Texts only the web shows for a session request; the worker's own are BOOKING_TEXT. */
export const REQUEST_TEXT = {
  signInFirst: 'Please sign in to send your request. It is kept for when you are back.',
  sendFailed: 'Failed to send the request. Please try again.',
  slotsFailed: 'Failed to load free times',
} as const;

type Step = 'choose' | 'note' | 'sent';

const timesCount = (count: number) => (count === 0 ? 'No times' : `${count} ${count === 1 ? 'time' : 'times'}`);

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * "Request a session": a bookable service, then a day and a free slot of the weeks ahead, in the
 * visitor's own time zone (named, changeable), then an optional note and Send. The choice and the
 * note are kept (sessionStorage) while the dialog is closed and through /auth; `resume` opens it
 * at the note with the slot chosen before signing in, once that slot is confirmed still free.
 */
export function RequestSessionDialog({
  trainer,
  serviceId,
  resume,
  onClose,
}: {
  trainer: BookingTrainer;
  serviceId?: number;
  resume: boolean;
  onClose: () => void;
}) {
  const bookable = trainer.services.filter((service) => service.bookable);
  const draft = useRef(readBookingDraft(trainer.id));
  const initial = draft.current;
  const [now] = useState(() => Date.now());
  const [zone, setZone] = useState(() =>
    initial.timeZone && isTimeZone(initial.timeZone) ? initial.timeZone : browserTimeZone(),
  );
  const [service, setService] = useState<number | null>(() => {
    if (serviceId !== undefined) return serviceId;
    if (bookable.some((one) => one.id === initial.serviceId)) return initial.serviceId;
    return bookable.length === 1 ? (bookable[0]?.id ?? null) : null;
  });
  const resumed = resume && initial.start !== null && initial.serviceId === service ? initial.start : null;
  const today = localDate(now, zone);
  const [start, setStart] = useState<string | null>(resumed);
  const [step, setStep] = useState<Step>(resumed ? 'note' : 'choose');
  const [week, setWeek] = useState(() => (resumed ? weekOf(today, localDate(resumed, zone)) : 0));
  const [pickedDay, setPickedDay] = useState<string | null>(() => (resumed ? localDate(resumed, zone) : null));
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Booking | null>(null);
  const session = useSession();
  const navigate = useNavigate();
  const request = useRequestBooking(trainer.id);
  const ids = { service: useId(), zone: useId(), times: useId() };

  const span = useMemo(() => slotWindow(addDays(today, week * 7), zone), [today, week, zone]);
  const slots = useQuery({
    ...slotsQuery(trainer.id, service ?? 0, span.from, span.days),
    enabled: service !== null && step !== 'sent',
  });
  // A previous window's answer stays on screen while the next loads; another service's never does.
  const data = slots.data?.service.id === service ? slots.data : undefined;
  const fresh = data !== undefined && !slots.isPlaceholderData;
  const days = useMemo(() => groupSlotsByDay(data?.slots ?? [], span.dates, zone), [data, span.dates, zone]);
  const shownDay = days.find((day) => day.date === pickedDay) ?? days.find((day) => day.slots.length > 0);
  const chosenService = bookable.find((one) => one.id === service);
  const startShown = start !== null && Date.parse(start) >= span.start && Date.parse(start) < span.end;
  const startFree = start !== null && fresh && data.slots.some((slot) => sameInstant(slot.start, start));

  // The choice as it stands is the draft (another choice drops the idempotency key made for the last one).
  useEffect(() => {
    draft.current = changedDraft(draft.current, { serviceId: service, start, timeZone: zone });
    writeBookingDraft(trainer.id, draft.current);
  }, [service, start, zone, trainer.id]);

  // The slot being asked for went (taken meanwhile, or while the visitor signed in): choose again.
  useEffect(() => {
    if (step !== 'note' || !startShown || !fresh || startFree) return;
    setProblem(BOOKING_TEXT.slotUnavailable);
    setStart(null);
    setStep('choose');
  }, [step, startShown, fresh, startFree]);

  const signInFirst = () => {
    toast.error(REQUEST_TEXT.signInFirst);
    navigate(signInPath(bookingReturnPath(trainer.slug)));
  };

  const { form, control, formProps, submitting } = useSchemaForm(noteSchema, {
    defaultValues: { note: initial.note },
    onSubmit: async (input) => {
      if (service === null || start === null) return;
      setProblem(null);
      const outgoing = readyToSend(
        changedDraft(draft.current, { serviceId: service, start, timeZone: zone, note: input.note ?? '' }),
      );
      draft.current = outgoing;
      writeBookingDraft(trainer.id, outgoing);
      if (session.status === 'signedOut') {
        signInFirst();
        return;
      }
      try {
        const answer = await request.mutateAsync({
          trainerId: trainer.id,
          serviceId: service,
          start,
          timeZone: zone,
          note: input.note ?? '',
          idempotencyKey: outgoing.idempotencyKey,
        });
        clearBookingDraft(trainer.id);
        setSent(answer.booking);
        setStep('sent');
      } catch (error) {
        // The session ended meanwhile: the same trip through /auth, the choice kept.
        if (error instanceof ApiRequestError && error.status === 401) {
          signInFirst();
          return;
        }
        // Taken since it was shown: the fresh slots (the mutation refetches them) to choose from, the note kept.
        if (error instanceof ApiRequestError && error.status === 409 && error.code === 'slot_unavailable') {
          setProblem(error.message || BOOKING_TEXT.slotUnavailable);
          setStart(null);
          setStep('choose');
          return;
        }
        throw error;
      }
    },
    onError: (error) => setProblem(apiErrorMessage(error, REQUEST_TEXT.sendFailed)),
  });

  // At the note, the note has the focus (a keyboard or screen reader user lands where to type).
  useEffect(() => {
    if (step === 'note') form.setFocus('note');
  }, [step, form]);

  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      if (type !== 'change') return;
      draft.current = changedDraft(draft.current, { note: values.note ?? '' });
      writeBookingDraft(trainer.id, draft.current);
    });
    return () => subscription.unsubscribe();
  }, [form, trainer.id]);

  const chooseService = (id: number | null) => {
    setService(id);
    setStart(null);
    setPickedDay(null);
    setWeek(0);
    setProblem(null);
    setStep('choose');
  };
  const chooseSlot = (slot: Slot) => {
    setStart(slot.start);
    setPickedDay(localDate(slot.start, zone));
    setProblem(null);
    setStep('note');
  };
  // A chosen time stays chosen: the week shown becomes the one it falls in there (a day's edge can move it).
  const changeZone = (next: string) => {
    setZone(next);
    const day = start ? localDate(start, next) : null;
    setPickedDay(day);
    if (day) setWeek(weekOf(localDate(now, next), day));
  };
  const moveWeek = (by: number) => {
    setWeek((current) => Math.max(0, current + by));
    setPickedDay(null);
  };

  const title = `Request a session with ${trainer.full_name}`;
  if (step === 'sent' && sent) {
    return (
      <Dialog title={title} onClose={onClose}>
        <div role="status" className="flex flex-col gap-3">
          <p className="font-medium">{BOOKING_TEXT.requestSent}</p>
          <p>
            {sent.service.title}: {slotDateTime(sent.start, zone)}{' '}
            <span className="text-base-content/70">({zoneLabel(zone)})</span>
          </p>
          <p className="text-sm text-base-content/70">
            You will find it under{' '}
            <Link to="/dashboard" className="link">
              your dashboard
            </Link>
            , with the trainer’s answer.
          </p>
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Close
          </button>
        </div>
      </Dialog>
    );
  }

  const trainerZone = data?.time_zone;
  const bookableUntil = data ? Date.parse(data.bookable_until) : Number.NEGATIVE_INFINITY;
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="flex flex-col gap-4">
        {bookable.length > 1 ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.service} className="text-sm font-medium">
              Service
            </label>
            <select
              id={ids.service}
              className="select select-bordered w-full"
              value={service ?? ''}
              onChange={(event) => chooseService(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">Choose a service</option>
              {bookable.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.title} · {formatDuration(one.duration_minutes)} · {formatPrice(one.price, one.currency)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          chosenService && (
            <p className="font-medium">
              {chosenService.title} · {formatDuration(chosenService.duration_minutes)} ·{' '}
              {formatPrice(chosenService.price, chosenService.currency)}
            </p>
          )
        )}

        <div className="flex flex-col gap-1 text-sm">
          <p>
            Times in <strong>{zoneLabel(zone)}</strong>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={ids.zone} className="text-base-content/70">
              Time zone
            </label>
            <select
              id={ids.zone}
              className="select select-bordered select-sm min-w-0 flex-1"
              value={zone}
              onChange={(event) => changeZone(event.target.value)}
            >
              {timeZoneChoices(zone).map((name) => (
                <option key={name} value={name}>
                  {name.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          </div>
          {trainerZone && <p className="text-base-content/70">The trainer’s time zone: {zoneLabel(trainerZone)}</p>}
        </div>

        {problem && (
          <div role="alert" className="alert alert-warning text-sm">
            {problem}
          </div>
        )}

        {service === null ? (
          <p className="text-sm text-base-content/70">{BOOKING_TEXT.serviceRequired}.</p>
        ) : step === 'choose' ? (
          <section aria-label="Choose a time" className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-2">
              <button type="button" className="btn btn-sm" disabled={week === 0} onClick={() => moveWeek(-1)}>
                Previous week
              </button>
              <p className="text-center text-sm font-medium">
                {dayLabel(span.dates[0] ?? today)} – {dayLabel(span.dates.at(-1) ?? today)}
              </p>
              <button
                type="button"
                className="btn btn-sm"
                disabled={span.end > bookableUntil || week * 7 >= BOOKING_LIMITS.horizonDaysMax}
                onClick={() => moveWeek(1)}
              >
                Next week
              </button>
            </div>
            {slots.isError && !data ? (
              <div role="alert" className="flex flex-col items-start gap-2 text-sm">
                <p>{apiErrorMessage(slots.error, REQUEST_TEXT.slotsFailed)}</p>
                <button type="button" className="btn btn-sm" onClick={() => void slots.refetch()}>
                  Retry
                </button>
              </div>
            ) : !data ? (
              <p role="status" className="flex items-center gap-2 text-sm">
                <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Loading free times…
              </p>
            ) : (
              <>
                <ul aria-label="Days" className="grid grid-cols-4 gap-2 sm:grid-cols-7" aria-busy={!fresh}>
                  {days.map((day) => (
                    <li key={day.date}>
                      <button
                        type="button"
                        className={`btn btn-sm h-auto w-full flex-col gap-0 px-1 py-1 ${day.date === shownDay?.date ? 'btn-primary' : ''}`}
                        aria-pressed={day.date === shownDay?.date}
                        aria-label={`${longDayLabel(day.date)}: ${timesCount(day.slots.length)}`}
                        disabled={day.slots.length === 0}
                        onClick={() => setPickedDay(day.date)}
                      >
                        {dayLabel(day.date)
                          .split(', ')
                          .map((part) => (
                            <span key={part}>{part}</span>
                          ))}
                        <span className="text-xs font-normal">{timesCount(day.slots.length)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                {shownDay ? (
                  <div className="flex flex-col gap-2">
                    <h3 id={ids.times} className="text-sm font-medium">
                      Times on {longDayLabel(shownDay.date)}
                    </h3>
                    <ul aria-labelledby={ids.times} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                      {shownDay.slots.map((slot) => (
                        <li key={slot.start}>
                          <button
                            type="button"
                            className={`btn btn-sm w-full ${start !== null && sameInstant(slot.start, start) ? 'btn-primary' : 'btn-outline'}`}
                            onClick={() => chooseSlot(slot)}
                          >
                            {slotTime(slot.start, zone)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : (
                  <p className="text-sm text-base-content/70">No free times this week.</p>
                )}
              </>
            )}
          </section>
        ) : null}

        {service !== null && step === 'note' && start !== null && (
          <div className="rounded-box bg-base-200 p-3 text-sm">
            <p className="font-medium">{chosenService?.title}</p>
            <p>{slotDateTime(start, zone)}</p>
            {trainerZone && trainerZone !== zone && (
              <p className="text-base-content/70">
                {slotDateTime(start, trainerZone)} in {zonePlace(trainerZone)} (the trainer’s time)
              </p>
            )}
            {!startFree && slots.isFetching && (
              <p role="status" className="text-base-content/70">
                Checking this time is still free…
              </p>
            )}
            <button type="button" className="btn btn-link btn-sm px-0" onClick={() => setStep('choose')}>
              Change time
            </button>
          </div>
        )}

        {/* The note stays mounted while a time is chosen again, so what was typed is kept. */}
        <form
          {...formProps}
          hidden={step !== 'note'}
          className={step === 'note' ? 'flex flex-col gap-3' : 'hidden'}
          aria-label="Your request"
        >
          <Field
            control={control}
            name="note"
            label="Note for the trainer (optional)"
            rows={4}
            max={BOOKING_LIMITS.noteMax}
          />
          <p className="text-xs text-base-content/70">
            {session.status === 'signedOut'
              ? 'You will sign in before it is sent; your choice and note are kept.'
              : 'The time is held for you until the trainer accepts or declines.'}
          </p>
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={submitting || request.isPending || (!startFree && slots.isFetching)}
              aria-busy={submitting}
            >
              {submitting ? 'Sending…' : 'Send request'}
            </button>
          </div>
        </form>
        {step === 'choose' && (
          <div className="modal-action mt-0">
            <button type="button" className="btn" onClick={onClose}>
              Cancel
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
