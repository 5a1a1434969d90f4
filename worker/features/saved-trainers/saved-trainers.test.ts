import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedTrainersResponse } from '#shared/api/saved-trainers';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

let owner: TestUser;
let other: TestUser;
let t1 = 0;
let t2 = 0;
let pending = 0;

beforeAll(async () => {
  owner = await createUser();
  other = await createUser();
  t1 = await createTrainer(await createUser({ fullName: 'Saved One' }), {
    services: [
      { title: 'A', price: 80, category: 'creative_arts' },
      { title: 'B', price: 30, category: 'technology_digital' },
      { title: 'C', price: 50, category: 'creative_arts' },
    ],
  });
  t2 = await createTrainer(await createUser({ fullName: 'Saved Two' }), { services: [{ title: 'X', price: 10 }] });
  pending = await createTrainer(await createUser(), { status: 'pending', services: [{ title: 'P', price: 1 }] });
});

const save = (user: TestUser, id: number) =>
  callJson(`/api/saved-trainers/${id}`, { method: 'PUT', headers: user.auth });
const unsave = (user: TestUser, id: number) =>
  callJson(`/api/saved-trainers/${id}`, { method: 'DELETE', headers: user.auth });
const list = async (user: TestUser) =>
  ((await (await callJson('/api/saved-trainers', { headers: user.auth })).json()) as SavedTrainersResponse).saved;

describe('saved trainers', () => {
  it('saves idempotently and lists newest first with the card fields, in one request', async () => {
    expect((await save(owner, t1)).status).toBe(200);
    expect(await (await save(owner, t1)).json()).toEqual({ trainer_id: t1, saved: true });
    await save(owner, t2);
    const saved = await list(owner);
    expect(saved.map((s) => s.trainer_id)).toEqual([t2, t1]);
    expect(saved[1]).toMatchObject({
      full_name: 'Saved One',
      headline: 'Professional Trainer',
      min_price: 30,
      is_featured: false,
      identity_verified: false,
    });
    expect(saved[1]?.categories.sort()).toEqual(['creative_arts', 'technology_digital']);
    const ids = (await (await callJson('/api/saved-trainers/ids', { headers: owner.auth })).json()) as {
      trainer_ids: number[];
    };
    expect(ids.trainer_ids.sort()).toEqual([t1, t2].sort());
  });

  it('unsaving is idempotent too, and a user only ever touches their own list', async () => {
    await save(other, t1);
    expect((await unsave(owner, t1)).status).toBe(200);
    expect((await unsave(owner, t1)).status).toBe(200);
    expect((await list(owner)).map((s) => s.trainer_id)).toEqual([t2]);
    expect((await list(other)).map((s) => s.trainer_id)).toEqual([t1]);
  });

  it('refuses unknown and unapproved trainers, and bad ids', async () => {
    expect((await save(owner, pending)).status).toBe(404);
    expect((await save(owner, 999_999)).status).toBe(404);
    expect((await callJson('/api/saved-trainers/abc', { method: 'PUT', headers: owner.auth })).status).toBe(400);
  });

  it('authorization matrix', async () => {
    const banned = await createUser({ banned: true });
    const admin = await createUser({ admin: true });
    await runAuthzMatrix(
      [
        {
          name: 'GET list',
          method: 'GET',
          path: '/api/saved-trainers',
          expect: { anonymous: 401, user: 200, admin: 200, banned: 403 },
        },
        {
          name: 'GET ids',
          method: 'GET',
          path: '/api/saved-trainers/ids',
          expect: { anonymous: 401, user: 200, banned: 403 },
        },
        {
          name: 'PUT save',
          method: 'PUT',
          path: `/api/saved-trainers/${t2}`,
          expect: { anonymous: 401, user: 200, admin: 200, banned: 403 },
        },
        {
          name: 'DELETE save',
          method: 'DELETE',
          path: `/api/saved-trainers/${t2}`,
          expect: { anonymous: 401, user: 200, banned: 403 },
        },
      ],
      { user: other, admin, banned },
    );
  });
});
