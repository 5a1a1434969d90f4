import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AvailabilityInput,
  type AvailabilityResponse,
  BOOKING_LIMITS,
  BOOKING_TEXT,
  type SaveAvailabilityResponse,
  type StaleAvailabilityResponse,
  WEEKDAYS,
} from '#shared/api/bookings';
import { MANAGE_PROFILE_MESSAGES } from '#shared/api/manage-profile';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

const PATH = '/api/me/trainer/availability';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const noHours = () => Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as AvailabilityInput['weekly'];

function input(changes: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: 'Europe/Berlin',
    weekly: { ...noHours(), monday: [{ start: '09:00', end: '12:00' }] },
    overrides: [{ date: '2026-12-24', ranges: [] }],
    minNoticeHours: 12,
    horizonDays: 60,
    bufferMinutes: 15,
    cancelNoticeHours: 24,
    version: 0,
    ...changes,
  };
}

const get = (user: TestUser) => callJson(PATH, { headers: user.auth });
const put = (user: TestUser, json: unknown) => callJson(PATH, { method: 'PUT', headers: user.auth, json });

async function newTrainer(slug: string) {
  const user = await createUser();
  await createTrainer(user, { slug });
  return user;
}

describe('GET /api/me/trainer/availability', () => {
  it('answers the defaults, no time zone and version 0, before the first save', async () => {
    const trainer = await newTrainer('avail-defaults');
    const res = await get(trainer);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { availability } = (await res.json()) as AvailabilityResponse;
    expect(availability).toEqual({
      time_zone: null,
      weekly: noHours(),
      overrides: [],
      min_notice_hours: BOOKING_LIMITS.minNoticeHoursDefault,
      horizon_days: BOOKING_LIMITS.horizonDaysDefault,
      buffer_minutes: 0,
      cancel_notice_hours: BOOKING_LIMITS.cancelNoticeHoursDefault,
      version: 0,
      updated_at: null,
    });
  });

  it('is 404 no_trainer_profile for a user without a trainer record, 401 anonymous, 403 banned', async () => {
    const learner = await createUser();
    const res = await get(learner);
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'no_trainer_profile',
      message: MANAGE_PROFILE_MESSAGES.noTrainer,
    });
    expect((await callJson(PATH)).status).toBe(401);

    const banned = await newTrainer('avail-banned');
    await env.DB.prepare("INSERT INTO user_bans (user_id, reason) VALUES (?, 'test')").bind(banned.id).run();
    const refused = await get(banned);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('account_suspended');
    expect((await put(banned, input())).status).toBe(403);
  });
});

describe('PUT /api/me/trainer/availability', () => {
  let trainer: TestUser;
  beforeAll(async () => {
    trainer = await newTrainer('avail-save');
  });

  it('saves the first version, then the next at the version loaded; GET answers what was saved', async () => {
    const first = await put(trainer, input());
    expect(first.status).toBe(200);
    const saved = (await first.json()) as SaveAvailabilityResponse;
    expect(saved.message).toBe(BOOKING_TEXT.availabilitySaved);
    expect(saved.availability).toMatchObject({
      time_zone: 'Europe/Berlin',
      weekly: { monday: [{ start: '09:00', end: '12:00' }], tuesday: [] },
      overrides: [{ date: '2026-12-24', ranges: [] }],
      min_notice_hours: 12,
      horizon_days: 60,
      buffer_minutes: 15,
      cancel_notice_hours: 24,
      version: 1,
    });
    expect(saved.availability.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const second = await put(
      trainer,
      input({ timeZone: 'America/New_York', minNoticeHours: 2, overrides: [], version: 1 }),
    );
    expect(second.status).toBe(200);
    const updated = ((await second.json()) as SaveAvailabilityResponse).availability;
    expect(updated).toMatchObject({ time_zone: 'America/New_York', min_notice_hours: 2, overrides: [], version: 2 });

    const loaded = ((await (await get(trainer)).json()) as AvailabilityResponse).availability;
    expect(loaded).toEqual(updated);
  });

  it('refuses a stale version with 409 and the saved availability, writing nothing', async () => {
    const current = ((await (await get(trainer)).json()) as AvailabilityResponse).availability;
    for (const version of [0, current.version - 1, current.version + 1]) {
      const res = await put(trainer, input({ timeZone: 'Asia/Tokyo', version }));
      expect(res.status).toBe(409);
      const body = (await res.json()) as StaleAvailabilityResponse;
      expect(body.error).toEqual({ code: 'stale_availability', message: BOOKING_TEXT.availabilityStale });
      expect(body.availability).toEqual(current);
    }
    expect(((await (await get(trainer)).json()) as AvailabilityResponse).availability).toEqual(current);
  });

  it('lets only one of two saves from the same version through', async () => {
    const other = await newTrainer('avail-race');
    const answers = await Promise.all([
      put(other, input({ bufferMinutes: 5 })),
      put(other, input({ bufferMinutes: 10 })),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.status === 200) as Response;
    const saved = ((await winner.json()) as SaveAvailabilityResponse).availability;
    expect(((await (await get(other)).json()) as AvailabilityResponse).availability).toEqual(saved);
  });

  it('is 404 no_trainer_profile for a user without a trainer record and 401 anonymous', async () => {
    const learner = await createUser();
    const res = await put(learner, input());
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe('no_trainer_profile');
    expect(
      (await callJson(PATH, { method: 'PUT', json: input(), headers: { origin: 'http://localhost' } })).status,
    ).toBe(401);
  });

  it('answers 400 with the field and the contract text for each invalid part', async () => {
    const cases: [unknown, string, string][] = [
      [input({ timeZone: 'Mars/Olympus' }), 'timeZone', BOOKING_TEXT.timeZoneInvalid],
      [
        input({ weekly: { ...noHours(), monday: [{ start: '09:10', end: '10:00' }] } }),
        'weekly.monday.0.start',
        BOOKING_TEXT.timeInvalid,
      ],
      [
        input({ weekly: { ...noHours(), monday: [{ start: '10:00', end: '09:00' }] } }),
        'weekly.monday.0.end',
        BOOKING_TEXT.rangeOrder,
      ],
      [
        input({
          weekly: {
            ...noHours(),
            friday: [
              { start: '09:00', end: '11:00' },
              { start: '10:00', end: '12:00' },
            ],
          },
        }),
        'weekly.friday',
        BOOKING_TEXT.rangesOverlap,
      ],
      [input({ overrides: [{ date: '2026-13-01', ranges: [] }] }), 'overrides.0.date', BOOKING_TEXT.dateInvalid],
      [
        input({
          overrides: [
            { date: '2026-12-24', ranges: [] },
            { date: '2026-12-24', ranges: [] },
          ],
        }),
        'overrides',
        BOOKING_TEXT.overrideDuplicate,
      ],
      [input({ minNoticeHours: -1 }), 'minNoticeHours', BOOKING_TEXT.minNoticeRange],
      [input({ horizonDays: 0 }), 'horizonDays', BOOKING_TEXT.horizonRange],
      [input({ bufferMinutes: 241 }), 'bufferMinutes', BOOKING_TEXT.bufferRange],
      [input({ cancelNoticeHours: 1.5 }), 'cancelNoticeHours', BOOKING_TEXT.cancelNoticeRange],
      [{ ...input(), version: undefined }, 'version', BOOKING_TEXT.versionRequired],
    ];
    for (const [json, field, message] of cases) {
      const res = await put(trainer, json);
      expect(res.status, field).toBe(400);
      const { error } = (await res.json()) as ErrorBody;
      expect(error.code).toBe('validation_error');
      expect(error.message, field).toBe(message);
      expect(error.fields?.[field], JSON.stringify(error.fields)).toBe(message);
    }
  });
});
