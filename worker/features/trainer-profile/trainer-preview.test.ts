import { beforeAll, describe, expect, it } from 'vitest';
import type { TrainerPreviewResponse } from '#shared/api/trainers';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

let owner: TestUser;

beforeAll(async () => {
  owner = await createUser({ fullName: 'Penny Preview' });
  await createTrainer(owner, { slug: 'penny-preview', status: 'pending' });
  await createTrainer(await createUser({ fullName: 'Ron Rejected' }), { slug: 'ron-rejected', status: 'rejected' });
});

const preview = (user: TestUser | null, slug: string) =>
  callJson(`/api/trainers/${slug}/preview`, { headers: user ? user.auth : {} });

describe('previewing a profile that is not public', () => {
  it('shows its own trainer the profile as the public page would, with its status and what it lacks', async () => {
    const res = await preview(owner, 'penny-preview');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const body = (await res.json()) as TrainerPreviewResponse;
    expect(body.status).toBe('pending');
    expect(body.trainer).toMatchObject({ slug: 'penny-preview', full_name: 'Penny Preview', services: [] });
    expect(body.completeness.score).toBeLessThan(100);
    expect(body.completeness.missing.map((item) => item.key)).toContain('service');
  });

  it('shows admins any profile, rejected ones included', async () => {
    const admin = await createUser({ admin: true });
    const res = await preview(admin, 'ron-rejected');
    expect(res.status).toBe(200);
    expect(((await res.json()) as TrainerPreviewResponse).status).toBe('rejected');
  });

  it('is 404 for anyone else, as for a profile that does not exist; the public profile stays 404', async () => {
    const stranger = await createUser();
    expect((await preview(stranger, 'penny-preview')).status).toBe(404);
    expect((await preview(stranger, 'nobody-at-all')).status).toBe(404);
    expect((await callJson('/api/trainers/penny-preview')).status).toBe(404);
    expect((await callJson('/api/trainers/penny-preview/reviews')).status).toBe(404);
  });
});

describe('authorization matrix: trainer previews', () => {
  it('only the trainer and admins see a profile that is not public', async () => {
    await runAuthzMatrix(
      [
        {
          name: 'GET preview of a pending profile',
          method: 'GET',
          path: '/api/trainers/penny-preview/preview',
          expect: { anonymous: 401, owner: 200, otherUser: 404, admin: 200, banned: 403 },
        },
        {
          name: 'GET the public profile of a pending trainer',
          method: 'GET',
          path: '/api/trainers/penny-preview',
          expect: { anonymous: 404, owner: 404, otherUser: 404, admin: 404 },
        },
      ],
      {
        owner,
        otherUser: await createUser(),
        admin: await createUser({ admin: true }),
        banned: await createUser({ banned: true }),
      },
    );
  });
});
