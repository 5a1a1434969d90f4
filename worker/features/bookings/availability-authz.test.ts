import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type AvailabilityInput, type AvailabilityResponse, WEEKDAYS } from '#shared/api/bookings';
import { type Role, runAuthzMatrix } from '#worker/test/authz-matrix';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

const PATH = '/api/me/trainer/availability';

const availability = (timeZone: string, version: number): AvailabilityInput => ({
  timeZone,
  weekly: Object.fromEntries(
    WEEKDAYS.map((day) => [day, [{ start: '09:00', end: '17:00' }]]),
  ) as unknown as AvailabilityInput['weekly'],
  overrides: [],
  minNoticeHours: 0,
  horizonDays: 30,
  bufferMinutes: 0,
  cancelNoticeHours: 24,
  version,
});

describe('authorization matrix: availability and slots', () => {
  it('availability is the signed-in trainer’s own (others have none to see: 404), slots are public', async () => {
    // owner and otherUser are trainers, each with their own settings; user and admin are not trainers.
    const owner = await createUser({ fullName: 'Matrix Slots Trainer' });
    const ownerTrainerId = await createTrainer(owner, { slug: 'matrix-slots' });
    const otherUser = await createUser();
    await createTrainer(otherUser, { slug: 'matrix-slots-other' });
    const user = await createUser();
    const admin = await createUser({ admin: true });
    const banned = await createUser();
    await createTrainer(banned, { slug: 'matrix-slots-banned' });
    await env.DB.prepare("INSERT INTO user_bans (user_id, reason) VALUES (?, 'matrix')").bind(banned.id).run();

    const service = await env.DB.prepare(
      "INSERT INTO services (trainer_id, title, price, bookable) VALUES (?, 'Matrix', 30, 1) RETURNING id",
    )
      .bind(ownerTrainerId)
      .first<{ id: number }>();
    const saved = await callJson(PATH, { method: 'PUT', headers: owner.auth, json: availability('Europe/Berlin', 0) });
    expect(saved.status).toBe(200);
    // A trainer not yet approved: its slots are not shown, to anyone (its owner included).
    const pendingOwner = await createUser();
    const pendingId = await createTrainer(pendingOwner, { slug: 'matrix-slots-pending', status: 'pending' });
    const pendingService = await env.DB.prepare(
      "INSERT INTO services (trainer_id, title, price, bookable) VALUES (?, 'Matrix', 30, 1) RETURNING id",
    )
      .bind(pendingId)
      .first<{ id: number }>();

    const everyone = { anonymous: 200, user: 200, owner: 200, otherUser: 200, admin: 200, banned: 200 };
    await runAuthzMatrix(
      [
        {
          name: 'GET own availability',
          method: 'GET',
          path: PATH,
          expect: { anonymous: 401, user: 404, owner: 200, otherUser: 200, admin: 404, banned: 403 },
        },
        {
          name: 'PUT own availability',
          method: 'PUT',
          path: PATH,
          // The owner saves over their first save; the other trainer makes their own first one.
          json: (role: Role) => availability('Asia/Tokyo', role === 'owner' ? 1 : 0),
          expect: { anonymous: 401, user: 404, owner: 200, otherUser: 200, admin: 404, banned: 403 },
        },
        {
          name: 'GET slots of a public trainer',
          method: 'GET',
          path: `/api/trainers/${ownerTrainerId}/slots?serviceId=${service?.id}`,
          expect: everyone,
        },
        {
          name: 'GET slots of a trainer not approved',
          method: 'GET',
          path: `/api/trainers/${pendingId}/slots?serviceId=${pendingService?.id}`,
          expect: { anonymous: 404, user: 404, owner: 404, otherUser: 404, admin: 404, banned: 404 },
        },
      ],
      { user, owner, otherUser, admin, banned },
    );

    // Each trainer wrote their own row only: the owner's is at version 2, the other's at 1.
    const read = async (who: typeof owner) =>
      ((await (await callJson(PATH, { headers: who.auth })).json()) as AvailabilityResponse).availability;
    expect(await read(owner)).toMatchObject({ time_zone: 'Asia/Tokyo', version: 2 });
    expect(await read(otherUser)).toMatchObject({ time_zone: 'Asia/Tokyo', version: 1 });
    const { results } = await env.DB.prepare('SELECT trainer_id FROM trainer_availability ORDER BY trainer_id').all();
    expect(results).toHaveLength(2);
  });
});
