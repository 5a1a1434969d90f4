import { BOOKING_LIMITS } from '#shared/api/bookings';
import { createDb } from '#worker/db/client';
import { dispatchEmails } from '#worker/platform/email/outbox';
import {
  completeBookings,
  dueCompletions,
  dueExpiries,
  dueReminders,
  expireBookings,
  remindBookings,
} from './booking-lifecycle.repository';

/** Rows per page: the batch's statements bind every id, and D1 takes at most 100 parameters per statement. */
export const LIFECYCLE_PAGE = 50;
/** A run handles at most this many pages of each kind; the rest waits for the next run, ten minutes on. */
const MAX_PAGES = 20;

export interface LifecycleCounts {
  expired: number;
  reminded: number;
  completed: number;
}

/**
 * Cron (every 10 minutes, with the outbox sweep): pending requests past their expiry become expired
 * (the learner is told), accepted sessions starting within 24 hours get their reminder (both sides),
 * accepted sessions that have ended become completed (the learner is asked for a review). Returns how many of each changed.
 */
export async function runBookingLifecycle(env: Env, now = new Date()): Promise<LifecycleCounts> {
  const db = createDb(env.DB);
  const at = now.toISOString();
  const counts: LifecycleCounts = { expired: 0, reminded: 0, completed: 0 };

  for (let page = 0; page < MAX_PAGES; page++) {
    const ids = await dueExpiries(db, at, LIFECYCLE_PAGE);
    if (ids.length === 0) break;
    const { changed, emailKeys } = await expireBookings(db, ids, at);
    await dispatchEmails(env, emailKeys);
    counts.expired += changed;
    if (ids.length < LIFECYCLE_PAGE) break;
  }

  for (let page = 0; page < MAX_PAGES; page++) {
    const ids = await dueReminders(db, now, BOOKING_LIMITS.reminderHours, LIFECYCLE_PAGE);
    if (ids.length === 0) break;
    const { changed, emailKeys } = await remindBookings(db, ids, at);
    await dispatchEmails(env, emailKeys);
    counts.reminded += changed;
    if (ids.length < LIFECYCLE_PAGE) break;
  }

  for (let page = 0; page < MAX_PAGES; page++) {
    const ids = await dueCompletions(db, at, LIFECYCLE_PAGE);
    if (ids.length === 0) break;
    const { changed, emailKeys } = await completeBookings(db, ids, at);
    await dispatchEmails(env, emailKeys);
    counts.completed += changed;
    if (ids.length < LIFECYCLE_PAGE) break;
  }
  return counts;
}
