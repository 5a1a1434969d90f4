import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { TrainerListResponse, TrainerProfileResponse, TrainerReviewsResponse } from '#shared/api/trainers';
import { insertBooking } from '#worker/test/booking-rows';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { passStalenessBound } from '#worker/test/staleness';

const DAY = 86_400_000;
let clock = Date.parse('2026-03-02T09:00:00.000Z');
/** A past session slot of its own each time, so no two live bookings of a trainer overlap. */
const nextSlot = () => {
  clock += DAY;
  return new Date(clock);
};

async function setUp() {
  const token = crypto.randomUUID().slice(0, 8);
  const slug = `vera-${token}`;
  // A name of its own, for finding this trainer in the listing by a search.
  const name = `Vera ${token.replace(/\d/g, 'x')}`;
  const trainer = await createUser({ fullName: name });
  const trainerId = await createTrainer(trainer, { slug, services: [{ title: 'Swim lesson', price: 40 }] });
  return { slug, trainerId, name };
}

const review = (trainerId: number, user: TestUser, title: string) =>
  env.DB.prepare('INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, 5, ?)')
    .bind(trainerId, user.id, title)
    .run();
const complete = (bookingId: number) =>
  env.DB.prepare("UPDATE bookings SET status = 'completed' WHERE id = ?").bind(bookingId).run();
const storedCount = async (trainerId: number) =>
  (
    await env.DB.prepare('SELECT verified_review_count AS n FROM trainers WHERE id = ?')
      .bind(trainerId)
      .first<{ n: number }>()
  )?.n;
const versions = async (slug: string) => {
  const { results } = await env.DB.prepare(
    "SELECT key, version FROM cache_versions WHERE key IN ('listing', ?) ORDER BY key",
  )
    .bind(`profile:${slug}`)
    .all<{ key: string; version: number }>();
  return Object.fromEntries(results.map((row) => [row.key, row.version]));
};
const reviewsOf = async (slug: string) =>
  ((await (await callJson(`/api/trainers/${slug}/reviews`)).json()) as TrainerReviewsResponse).reviews;

describe('verified reviews', () => {
  it('marks the reviews of learners with a completed session, and cards and the profile count them', async () => {
    const { slug, trainerId, name } = await setUp();
    const [done, booked, never] = [await createUser(), await createUser(), await createUser()];
    await complete(await insertBooking({ trainerId, learnerId: done.id, start: nextSlot(), status: 'accepted' }));
    const accepted = await insertBooking({ trainerId, learnerId: booked.id, start: nextSlot(), status: 'accepted' });
    // A completed session with another trainer verifies nothing here.
    const elsewhere = await createTrainer(await createUser(), { slug: `other-${crypto.randomUUID().slice(0, 8)}` });
    await insertBooking({ trainerId: elsewhere, learnerId: never.id, start: nextSlot(), status: 'completed' });
    await review(trainerId, done, 'After the lesson');
    await review(trainerId, booked, 'Before the lesson');
    await review(trainerId, never, 'Never came');

    const marks = Object.fromEntries((await reviewsOf(slug)).map((r) => [r.title, r.verified_session]));
    expect(marks).toEqual({ 'After the lesson': true, 'Before the lesson': false, 'Never came': false });
    const profile = (await (await callJson(`/api/trainers/${slug}`)).json()) as TrainerProfileResponse;
    expect(profile.trainer).toMatchObject({ review_count: 3, verified_review_count: 1 });

    // The accepted session ends and is completed: the count moves, and so do the cached profile's and listing's versions.
    const before = await versions(slug);
    await complete(accepted);
    expect(await storedCount(trainerId)).toBe(2);
    const after = await versions(slug);
    expect(after[`profile:${slug}`]).toBeGreaterThan(before[`profile:${slug}`] ?? 0);
    expect(after.listing).toBeGreaterThan(before.listing ?? 0);
    passStalenessBound();
    const fresh = (await (await callJson(`/api/trainers/${slug}`)).json()) as TrainerProfileResponse;
    expect(fresh.trainer.verified_review_count).toBe(2);
    const listing = (await (
      await callJson(`/api/trainers?search=${encodeURIComponent(name)}`)
    ).json()) as TrainerListResponse;
    expect(listing.trainers.find((t) => t.slug === slug)?.verified_review_count).toBe(2);
    expect((await reviewsOf(slug)).find((r) => r.title === 'Before the lesson')?.verified_session).toBe(true);
  });

  it('counts a reviewer once whatever their number of sessions, and follows reviews going', async () => {
    const { trainerId } = await setUp();
    const regular = await createUser();
    for (let i = 0; i < 3; i++)
      await insertBooking({ trainerId, learnerId: regular.id, start: nextSlot(), status: 'completed' });
    await review(trainerId, regular, 'Third time');
    expect(await storedCount(trainerId)).toBe(1);
    const plain = await createUser();
    await review(trainerId, plain, 'Unverified');
    await env.DB.prepare("DELETE FROM reviews WHERE title = 'Unverified'").run();
    expect(await storedCount(trainerId)).toBe(1);
    await env.DB.prepare("DELETE FROM reviews WHERE title = 'Third time'").run();
    expect(await storedCount(trainerId)).toBe(0);
  });

  it('changes no cache version when a session completes without a review of its learner', async () => {
    const { slug, trainerId } = await setUp();
    const quiet = await createUser();
    const booking = await insertBooking({ trainerId, learnerId: quiet.id, start: nextSlot(), status: 'accepted' });
    const before = await versions(slug);
    await complete(booking);
    expect(await versions(slug)).toEqual(before);
    expect(await storedCount(trainerId)).toBe(0);
  });

  it('stays right when the learner’s rows go in either order (a deleted session or review)', async () => {
    const { trainerId } = await setUp();
    const [first, second] = [await createUser(), await createUser()];
    const a = await insertBooking({ trainerId, learnerId: first.id, start: nextSlot(), status: 'completed' });
    const b = await insertBooking({ trainerId, learnerId: second.id, start: nextSlot(), status: 'completed' });
    await review(trainerId, first, 'First');
    await review(trainerId, second, 'Second');
    expect(await storedCount(trainerId)).toBe(2);
    // The session goes first, then the review: the review no longer counts, and its removal takes nothing more.
    await env.DB.prepare('DELETE FROM bookings WHERE id = ?').bind(a).run();
    expect(await storedCount(trainerId)).toBe(1);
    await env.DB.prepare("DELETE FROM reviews WHERE title = 'First'").run();
    expect(await storedCount(trainerId)).toBe(1);
    // A completed session moved out of completed (a correction) takes its mark away too.
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").bind(b).run();
    expect(await storedCount(trainerId)).toBe(0);
  });
});
