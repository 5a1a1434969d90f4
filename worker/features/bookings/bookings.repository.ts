import { and, asc, desc, eq, gt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import { BOOKING_PAGE_SIZE, type BookingListQuery } from '#shared/api/bookings';
import { SERVICE_LIMITS } from '#shared/api/manage-profile';
import type { Database } from '#worker/db/client';
import { dbNow } from '#worker/db/clock';
import { bookings, trainers } from '#worker/db/schema';
import { type KeysetCursor, keysetPage } from '#worker/lib/keyset-cursor';
import { bookingEmailStatements, emailKeysOf } from './booking-emails.repository';
import {
  type BookingRow,
  type BookingSide,
  bookingByIdQuery,
  bookingRowsQuery,
  isLivePending,
} from './booking-rows.repository';

// The two sides' lists and the decisions on one booking. Each decision is one batch: the booking's
// UPDATE names the state it was read in (status and sequence), so of two tabs acting at once only
// the first changes anything; the emails follow only a change that happened.

const MINUTE = 60_000;

type ListView = { as: BookingListQuery['as']; when: BookingListQuery['when'] };

/**
 * One page of one side's bookings for a view (BOOKING_PAGE_SIZE, and one more to tell whether a
 * next page exists), each a range of one index: the learner's (learner_user_id, start_at), the
 * trainer's (trainer_id, start_at), or the trainer's live bookings (the partial index the overlap
 * triggers use), read in index order from the cursor on: (start_at, id), the id being the rowid
 * every index entry ends with, so two sessions at one time never split or repeat across pages.
 */
export function bookingListQuery(
  db: Database,
  actorId: string,
  view: ListView,
  now: Date,
  cursor: KeysetCursor | null = null,
) {
  const at = now.toISOString();
  // A session lasts at most SERVICE_LIMITS.durationMax: one that ends after now started after this.
  const earliestRunning = new Date(now.getTime() - SERVICE_LIMITS.durationMax * MINUTE).toISOString();
  const owner =
    view.as === 'learner'
      ? eq(bookings.learnerUserId, actorId)
      : eq(
          bookings.trainerId,
          sql`(${db.select({ id: trainers.id }).from(trainers).where(eq(trainers.userId, actorId))})`,
        );
  // Written as the partial index's own condition (literals, not parameters), so SQLite can use it.
  const liveIndex = view.as === 'trainer' ? sql`${bookings.status} IN ('pending','accepted')` : undefined;
  const live = or(eq(bookings.status, 'accepted'), isLivePending(at)) as SQL;
  const base = bookingRowsQuery(db);
  /**
   * Where a soonest-first range starts: after `bound`, and after the cursor's row. A row value, so
   * SQLite continues the index range instead of filtering an OR; a cursor past the bound implies
   * it, and is then the one lower bound, so SQLite starts the range there (not at `bound`, reading
   * the pages before again).
   */
  const startsAfter = (bound: string) => {
    const after = cursor ? sql`(${bookings.startAt}, ${bookings.id}) > (${cursor.at}, ${cursor.id})` : undefined;
    return cursor && cursor.at > bound ? after : and(gt(bookings.startAt, bound), after);
  };
  const soonestFirst = (where: SQL | undefined) =>
    base
      .where(and(owner, liveIndex, where))
      .orderBy(asc(bookings.startAt), asc(bookings.id))
      .limit(BOOKING_PAGE_SIZE + 1);
  const notOver = gt(bookings.endAt, at);
  switch (view.when) {
    case 'upcoming':
      return soonestFirst(and(startsAfter(earliestRunning), notOver, live));
    case 'pending':
      // A live request starts after now (it lapses at the latest at its start less the notice).
      return soonestFirst(and(startsAfter(at), isLivePending(at)));
    case 'accepted':
      return soonestFirst(and(startsAfter(earliestRunning), notOver, eq(bookings.status, 'accepted')));
    case 'past':
      return base
        .where(
          and(
            owner,
            cursor ? sql`(${bookings.startAt}, ${bookings.id}) < (${cursor.at}, ${cursor.id})` : undefined,
            not(and(live, gt(bookings.endAt, at)) as SQL),
          ),
        )
        .orderBy(desc(bookings.startAt), desc(bookings.id))
        .limit(BOOKING_PAGE_SIZE + 1);
  }
}

/** A page of a list and the cursor where the next starts. In a batch of its own, so the GET's access check (requireUserRead) rides in the same round trip. */
export async function listBookings(
  db: Database,
  actorId: string,
  view: ListView,
  now: Date,
  cursor: KeysetCursor | null = null,
): Promise<{ page: BookingRow[]; next: string | null }> {
  const [rows] = await db.batch([bookingListQuery(db, actorId, view, now, cursor)]);
  return keysetPage(rows, BOOKING_PAGE_SIZE, (row) => ({ at: row.start_at, id: row.booking_id }));
}

export async function findBooking(db: Database, bookingId: number): Promise<BookingRow | undefined> {
  return bookingByIdQuery(db, bookingId).get();
}

/** What a decision reads first: the state its UPDATE must still find. */
export interface ReadState {
  id: number;
  status: BookingRow['status'];
  sequence: number;
}

function whileUnchanged(read: ReadState): SQL {
  return and(eq(bookings.id, read.id), eq(bookings.status, read.status), eq(bookings.sequence, read.sequence)) as SQL;
}

const stillPending = (read: ReadState) =>
  and(whileUnchanged(read), eq(bookings.status, 'pending'), gt(bookings.expiresAt, dbNow)) as SQL;

export type Decision =
  | { kind: 'accept' }
  | { kind: 'decline'; message: string | null }
  | { kind: 'cancel'; by: BookingSide; reason: string; noticeHours: number };

/** The UPDATE of a decision, guarded by the state read (and, for a cancel, by the time rules at the database's now). */
function decisionUpdate(db: Database, read: ReadState, decision: Decision) {
  const changed = { sequence: sql`${bookings.sequence} + 1`, updatedAt: dbNow } as const;
  switch (decision.kind) {
    case 'accept':
      return db
        .update(bookings)
        .set({ ...changed, status: 'accepted', decidedAt: dbNow })
        .where(stillPending(read))
        .returning({ id: bookings.id });
    case 'decline':
      return db
        .update(bookings)
        .set({ ...changed, status: 'declined', decidedAt: dbNow, declineMessage: decision.message })
        .where(stillPending(read))
        .returning({ id: bookings.id });
    case 'cancel': {
      const notStarted = gt(bookings.startAt, dbNow);
      // The learner's notice on an accepted session; a pending request is withdrawn at any time before it lapses.
      const inTime =
        decision.by === 'learner' && read.status === 'accepted'
          ? lte(sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`+${decision.noticeHours} hours`})`, bookings.startAt)
          : undefined;
      const live = read.status === 'pending' ? gt(bookings.expiresAt, dbNow) : undefined;
      return db
        .update(bookings)
        .set({
          ...changed,
          status: 'cancelled',
          cancelledAt: dbNow,
          cancelledBy: decision.by,
          cancelReason: decision.reason,
        })
        .where(and(whileUnchanged(read), notStarted, inTime, live))
        .returning({ id: bookings.id });
    }
  }
}

const EMAIL_OF = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const;

/**
 * Applies a decision in one batch: the guarded UPDATE, the other side's email, the booking read
 * back. `changed` false: the state read was no longer there (another tab, the expiry job, the clock).
 */
export async function applyDecision(
  db: Database,
  read: ReadState,
  decision: Decision,
): Promise<{ changed: boolean; row: BookingRow | undefined; emailKeys: string[] }> {
  const [updated, ...rest] = await db.batch([
    decisionUpdate(db, read, decision),
    ...bookingEmailStatements(db, read.id, EMAIL_OF[decision.kind]),
    bookingByIdQuery(db, read.id),
  ]);
  const rows = rest.pop() as BookingRow[];
  return { changed: updated.length > 0, row: rows[0], emailKeys: emailKeysOf(rest) };
}
