import { env } from 'cloudflare:workers';
import { describe, it } from 'vitest';
import { type AuthzCase, type Role, runAuthzMatrix } from '#worker/test/authz-matrix';
import { bookableTrainer, requestBody, requestSession, slotAt } from '#worker/test/booking-fixtures';
import { createUser } from '#worker/test/fixtures';

// Who may do what with session requests: the learner (`user`), the trainer (`owner`), another trainer
// or another user (`otherUser`), an admin, a banned learner of their own request, anonymous. Anyone
// but the two sides is told the booking does not exist (404), admins included.

describe('authorization matrix: bookings', () => {
  it('the two sides only (others 404), the trainer decides, either side cancels, signed in and not banned', async () => {
    const trainer = await bookableTrainer({ minNoticeHours: 0 });
    const learner = await createUser();
    const banned = await createUser();
    const admin = await createUser({ admin: true });
    const otherTrainer = (await bookableTrainer()).owner;
    const otherUser = await createUser();
    let hour = 8;
    const nextSlot = () => {
      hour += 1;
      return slotAt(10, `${String(hour).padStart(2, '0')}:00`);
    };
    const request = async (who = learner) => (await requestSession(who, requestBody(trainer, nextSlot()))).id;
    const bannedBooking = await request(banned);
    await env.DB.prepare("INSERT INTO user_bans (user_id, reason) VALUES (?, 'matrix')").bind(banned.id).run();
    const bookings = {
      accept: await request(),
      decline: await request(),
      cancelByLearner: await request(),
      cancelByTrainer: await request(),
    };
    /** The role's own booking where it has one (a banned learner's, a side's), else the learner's. */
    const bookingPath = (id: number, action: string) => (role: Role) =>
      `/api/bookings/${role === 'banned' ? bannedBooking : id}/${action}`;

    let slotDay = 20;
    const cases: AuthzCase[] = [
      {
        name: 'POST request',
        method: 'POST',
        path: '/api/bookings',
        // Each caller its own slot: a refusal here is about who asks, never a taken time.
        json: () => {
          slotDay += 1;
          return requestBody(trainer, slotAt(slotDay, '09:00'));
        },
        expect: { anonymous: 401, user: 201, owner: 403, otherUser: 201, admin: 201, banned: 403 },
      },
      ...(['learner', 'trainer'] as const).flatMap((side) =>
        (['upcoming', 'past', 'pending'] as const).map(
          (when): AuthzCase => ({
            name: `GET list as ${side}, ${when}`,
            method: 'GET',
            path: `/api/bookings?as=${side}&when=${when}`,
            expect: { anonymous: 401, user: 200, owner: 200, otherUser: 200, admin: 200, banned: 403 },
          }),
        ),
      ),
      {
        name: 'POST accept',
        method: 'POST',
        path: bookingPath(bookings.accept, 'accept'),
        expect: { anonymous: 401, owner: 200, user: 403, otherUser: 404, admin: 404, banned: 403 },
      },
      {
        name: 'POST decline',
        method: 'POST',
        path: bookingPath(bookings.decline, 'decline'),
        json: { message: 'Sorry' },
        expect: { anonymous: 401, owner: 200, user: 403, otherUser: 404, admin: 404, banned: 403 },
      },
      {
        name: 'POST cancel (the learner’s)',
        method: 'POST',
        path: bookingPath(bookings.cancelByLearner, 'cancel'),
        json: { reason: 'Plans changed' },
        expect: { anonymous: 401, otherUser: 404, admin: 404, banned: 403, user: 200 },
      },
      {
        name: 'POST cancel (the trainer’s)',
        method: 'POST',
        path: bookingPath(bookings.cancelByTrainer, 'cancel'),
        json: { reason: 'Ill' },
        expect: { anonymous: 401, otherUser: 404, admin: 404, banned: 403, owner: 200 },
      },
    ];
    // Once with another trainer as the stranger, and the decisions again with a plain other user
    // (the bookings are decided by then: a stranger still gets 404, never the 409 the sides would).
    await runAuthzMatrix(cases, { user: learner, owner: trainer.owner, otherUser: otherTrainer, admin, banned });
    await runAuthzMatrix(
      cases
        .filter((item) => item.method === 'POST' && item.path !== '/api/bookings')
        .map((item) => ({ ...item, expect: { otherUser: 404 } })),
      { otherUser },
    );
  }, 60_000);
});
