import { BOOKING_LIMITS, BOOKING_TEXT, type Booking } from '#shared/api/bookings';
import type { Database } from '#worker/db/client';
import { loadSendMessage } from '#worker/features/messages/index';
import { isRaised, isUniqueViolation } from '#worker/lib/db-errors';
import { ApiError } from '#worker/lib/errors';
import { dispatchEmails } from '#worker/platform/email/outbox';
import { log } from '#worker/platform/log/logger';
import { consumeRateLimit, type RateRule } from '#worker/platform/rate-limit';
import { findStoredRequest, requestState, storeRequest } from './booking-requests.repository';
import { type BookingRow, toBooking } from './booking-rows.repository';
import { isFreeSlot } from './slots';

// The order of a request (as messages/send-message.ts): a retry is answered first (with the booking
// it stored, 200), then who may ask for what, then whether the time is free, then the limit, then one
// batch; so a refused request stores nothing and counts nothing. The database has the last word on
// overlap: a request that lost a race to the same time is refused by the trigger, not by this code.

export const BOOKING_REQUESTS_PER_USER: RateRule = { name: 'booking-request-user', limit: 10, windowSeconds: 60 * 60 };

const HOUR = 3_600_000;
const MINUTE = 60_000;

export interface RequestInput {
  trainerId: number;
  serviceId: number;
  start: string;
  timeZone: string;
  note: string | null;
  idempotencyKey: string;
}

export interface Requested {
  status: 200 | 201;
  booking: Booking;
}

const slotUnavailable = () => new ApiError(409, 'slot_unavailable', BOOKING_TEXT.slotUnavailable);
const keyReused = () =>
  new ApiError(409, 'idempotency_key_reused', BOOKING_TEXT.idempotencyKeyReused, {
    idempotencyKey: BOOKING_TEXT.idempotencyKeyReused,
  });

/** A booking found under the key answers the request only if it is the same request. */
function replay(row: BookingRow, input: RequestInput, start: Date): Requested {
  const same =
    row.trainer_id === input.trainerId && row.service_id === input.serviceId && row.start_at === start.toISOString();
  if (!same) throw keyReused();
  return { status: 200, booking: toBooking(row, 'learner', new Date()) };
}

/** A request lapses 48 h after it is made, or earlier: when its start comes within the trainer's minimum notice. */
export function expiryOf(now: Date, start: Date, minNoticeHours: number): Date {
  return new Date(
    Math.min(now.getTime() + BOOKING_LIMITS.pendingHours * HOUR, start.getTime() - minNoticeHours * HOUR),
  );
}

/** POST /api/bookings */
export async function requestBooking(
  env: Env,
  db: Database,
  learnerId: string,
  input: RequestInput,
): Promise<Requested> {
  const start = new Date(input.start);
  const now = new Date();
  const found = await requestState(db, {
    learnerId,
    trainerId: input.trainerId,
    serviceId: input.serviceId,
    start,
    key: input.idempotencyKey,
    now,
  });
  if (found.stored) {
    const answer = replay(found.stored, input, start);
    // The note may have failed to post the first time; posting it again is idempotent.
    await postNote(env, db, learnerId, input);
    return answer;
  }
  if (!found.trainer) throw new ApiError(404, 'not_found', BOOKING_TEXT.trainerNotFound);
  if (found.trainer.userId === learnerId) throw new ApiError(403, 'own_profile', BOOKING_TEXT.ownProfile);
  const { service, availability } = found;
  if (!service?.bookable) {
    throw new ApiError(400, 'validation_error', BOOKING_TEXT.serviceNotBookable, {
      serviceId: BOOKING_TEXT.serviceNotBookable,
    });
  }
  if (!availability) throw new ApiError(404, 'not_available', BOOKING_TEXT.notAvailable);
  const free = isFreeSlot(
    { rules: availability, durationMinutes: service.durationMinutes, bookings: found.busy, now },
    start,
  );
  if (!free) throw slotUnavailable();
  await consumeRateLimit(db, [{ rule: BOOKING_REQUESTS_PER_USER, subject: learnerId }], BOOKING_TEXT.tooManyRequests);

  let stored: { row: BookingRow; emailKeys: string[] };
  try {
    stored = await storeRequest(db, {
      trainerId: input.trainerId,
      learnerId,
      service,
      start,
      end: new Date(start.getTime() + service.durationMinutes * MINUTE),
      bufferMinutes: availability.bufferMinutes,
      note: input.note,
      learnerTimeZone: input.timeZone,
      key: input.idempotencyKey,
      expiresAt: expiryOf(now, start, availability.minNoticeHours),
    });
  } catch (error) {
    if (!isRaised(error, 'booking_overlap') && !isUniqueViolation(error)) throw error;
    // A duplicate of this very request, sent at the same time, may have stored it first.
    const concurrent = await findStoredRequest(db, learnerId, input.idempotencyKey);
    if (concurrent) return replay(concurrent, input, start);
    throw slotUnavailable();
  }
  await dispatchEmails(env, stored.emailKeys);
  await postNote(env, db, learnerId, input);
  return { status: 201, booking: toBooking(stored.row, 'learner', now) };
}

/**
 * The note also starts or continues the learner's conversation with the trainer (the enquiries of
 * issue #41), under the request's key as the message's client id, so a retry posts it once. It is
 * sent after the booking has committed and never fails it: the note is kept on the booking either
 * way (the trainer sees it there and in the request email); a note refused by the conversation (a
 * block, a message limit) is logged and left out of the conversation.
 */
async function postNote(env: Env, db: Database, learnerId: string, input: RequestInput): Promise<void> {
  if (!input.note) return;
  try {
    const { sendEnquiry } = await loadSendMessage();
    await sendEnquiry(
      env,
      db,
      learnerId,
      input.trainerId,
      { body: input.note, clientId: input.idempotencyKey, serviceId: input.serviceId },
      // The request's email (booking_requested) carries the note: one email to the trainer, not two.
      { emailTrainer: false },
    );
  } catch (error) {
    log.warn('A session request note was not posted to the conversation', {
      trainerId: input.trainerId,
      error: error instanceof ApiError ? error.code : error,
    });
  }
}
