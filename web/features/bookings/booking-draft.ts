/**
 * A session request being put together on a trainer's profile, kept in this tab's sessionStorage:
 * it survives a closed dialog and the trip through /auth (signed out, "Send request" signs in first),
 * and is gone with the tab. With it, the idempotency key made when this very choice was first sent,
 * so a retry or a second click asks once; another service, time, zone or note is another request.
 */
export interface BookingDraft {
  serviceId: number | null;
  /** The chosen slot's start (ISO UTC), null before one is chosen. */
  start: string | null;
  /** The zone the visitor chose to see times in (sent as the learner's zone). */
  timeZone: string | null;
  note: string;
  /** Made at the first send of this choice; dropped as soon as the choice changes. */
  idempotencyKey: string | null;
}

const PREFIX = 'booking-draft:';

export const EMPTY_BOOKING_DRAFT: BookingDraft = {
  serviceId: null,
  start: null,
  timeZone: null,
  note: '',
  idempotencyKey: null,
};

const orNull = (value: unknown, check: (value: unknown) => boolean) => value === null || check(value);
const isText = (value: unknown) => typeof value === 'string';

function isBookingDraft(value: unknown): value is BookingDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { serviceId, start, timeZone, note, idempotencyKey } = value as Record<string, unknown>;
  return (
    orNull(serviceId, (id) => typeof id === 'number' && Number.isSafeInteger(id)) &&
    orNull(start, (text) => isText(text) && !Number.isNaN(Date.parse(text as string))) &&
    orNull(timeZone, isText) &&
    isText(note) &&
    orNull(idempotencyKey, isText)
  );
}

const draftKey = (trainerId: number) => `${PREFIX}${trainerId}`;

/** Storage can be missing or refuse (private modes, quota): the draft then lives in the dialog only. */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readBookingDraft(trainerId: number): BookingDraft {
  try {
    const raw = storage()?.getItem(draftKey(trainerId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isBookingDraft(value) ? value : EMPTY_BOOKING_DRAFT;
  } catch {
    return EMPTY_BOOKING_DRAFT;
  }
}

export function writeBookingDraft(trainerId: number, draft: BookingDraft): void {
  try {
    storage()?.setItem(draftKey(trainerId), JSON.stringify(draft));
  } catch {
    // Full or refused: the choice is still in the dialog.
  }
}

export function clearBookingDraft(trainerId: number): void {
  try {
    storage()?.removeItem(draftKey(trainerId));
  } catch {
    // Nothing to clear.
  }
}

/** The draft after a change: anything different is another request, so the key goes. */
export function changedDraft(draft: BookingDraft, change: Partial<Omit<BookingDraft, 'idempotencyKey'>>): BookingDraft {
  const next = { ...draft, ...change };
  const same =
    next.serviceId === draft.serviceId &&
    next.start === draft.start &&
    next.timeZone === draft.timeZone &&
    next.note === draft.note;
  return same ? draft : { ...next, idempotencyKey: null };
}

/** The draft as it is sent: the key made once for this choice, kept for every retry of it. */
export function readyToSend(
  draft: BookingDraft,
  makeKey: () => string = () => crypto.randomUUID(),
): BookingDraft & { idempotencyKey: string } {
  return { ...draft, idempotencyKey: draft.idempotencyKey ?? makeKey() };
}
