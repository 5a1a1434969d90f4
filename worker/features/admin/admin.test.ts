import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminNotesResponse,
  AdminStatsResponse,
  AdminTrainersResponse,
  AdminUsersResponse,
  AuditLogResponse,
  ContactInboxResponse,
  TrainerStatusChangeResponse,
} from '#shared/api/admin';
import type { TrainerListResponse } from '#shared/api/trainers';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { passStalenessBound } from '#worker/test/staleness';

let admin: TestUser;
let learner: TestUser;
let trainerOwner: TestUser;
let banned: TestUser;
let pendingId: number;
let pendingOwner: TestUser;
let approvedId: number;
let rejectedId: number;

const ORIGIN = 'http://localhost';

function as(user: TestUser | null, path: string, init: { method?: string; json?: unknown } = {}) {
  return callJson(path, { ...init, headers: { origin: ORIGIN, ...(user ? user.auth : {}) } });
}
async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const auditCount = async (action?: string) =>
  (
    await env.DB.prepare(`SELECT count(*) AS n FROM audit_log ${action ? 'WHERE action = ?' : ''}`)
      .bind(...(action ? [action] : []))
      .first<{ n: number }>()
  )?.n ?? 0;
const publicSlugs = async (search: string) =>
  (await json<TrainerListResponse>(await callJson(`/api/trainers?search=${search}`))).trainers.map((t) => t.slug);

beforeAll(async () => {
  admin = await createUser({ fullName: 'Ada Admin', admin: true });
  learner = await createUser({ fullName: 'Lena Learner', email: 'lena.learner@example.com' });
  banned = await createUser({ banned: true });
  trainerOwner = await createUser({ fullName: 'Tom Trainer' });
  approvedId = await createTrainer(trainerOwner, {
    slug: 'tom-trainer',
    services: [{ title: 'Yoga basics', price: 30 }],
  });
  pendingOwner = await createUser({ fullName: 'Petra Pending' });
  pendingId = await createTrainer(pendingOwner, {
    slug: 'petra-pending',
    status: 'pending',
    services: [{ title: 'Pilates', price: 40 }],
  });
  rejectedId = await createTrainer(await createUser({ fullName: 'Rick Rejected' }), {
    slug: 'rick-rejected',
    status: 'rejected',
    services: [{ title: 'Boxing', price: 50 }],
  });
  await env.DB.prepare(
    "INSERT INTO contact_submissions (name, email, message) VALUES ('Jo', 'jo@example.com', 'Hello'), ('Al', 'al@example.com', 'Hi')",
  ).run();
});

describe('admin authorization', () => {
  it('answers every admin endpoint only to admins', async () => {
    const adminOnly = { anonymous: 401, user: 403, owner: 403, banned: 403 };
    await runAuthzMatrix(
      [
        { name: 'stats', method: 'GET', path: '/api/admin/stats', expect: { ...adminOnly, admin: 200 } },
        { name: 'trainers', method: 'GET', path: '/api/admin/trainers', expect: { ...adminOnly, admin: 200 } },
        {
          name: 'status',
          method: 'POST',
          path: '/api/admin/trainers/status',
          json: { ids: [999_999], status: 'approved' },
          expect: { ...adminOnly, admin: 200 },
        },
        {
          name: 'verification',
          method: 'PATCH',
          path: '/api/admin/trainers/999999/verification',
          json: { field: 'is_featured', value: true },
          expect: { ...adminOnly, admin: 404 },
        },
        {
          name: 'notes',
          method: 'GET',
          path: '/api/admin/trainers/999999/notes',
          expect: { ...adminOnly, admin: 404 },
        },
        {
          name: 'add note',
          method: 'POST',
          path: '/api/admin/trainers/999999/notes',
          json: { note: 'x' },
          expect: { ...adminOnly, admin: 404 },
        },
        { name: 'users', method: 'GET', path: '/api/admin/users', expect: { ...adminOnly, admin: 200 } },
        {
          name: 'ban',
          method: 'POST',
          path: '/api/admin/users/nobody/ban',
          json: { reason: 'spam' },
          expect: { ...adminOnly, admin: 404 },
        },
        { name: 'unban', method: 'DELETE', path: '/api/admin/users/nobody/ban', expect: { ...adminOnly, admin: 404 } },
        { name: 'inbox', method: 'GET', path: '/api/admin/contact-submissions', expect: { ...adminOnly, admin: 200 } },
        {
          name: 'mark read',
          method: 'PATCH',
          path: '/api/admin/contact-submissions/999999',
          json: { read: true },
          expect: { ...adminOnly, admin: 404 },
        },
        { name: 'audit', method: 'GET', path: '/api/admin/audit', expect: { ...adminOnly, admin: 200 } },
        { name: 'settings', method: 'GET', path: '/api/admin/settings', expect: { ...adminOnly, admin: 200 } },
        {
          name: 'save announcement',
          method: 'PUT',
          path: '/api/admin/settings/announcement',
          json: { enabled: false, message: 'Hi', type: 'info' },
          expect: { ...adminOnly, admin: 200 },
        },
      ],
      { user: learner, owner: trainerOwner, banned, admin },
    );
  });
});

describe('overview', () => {
  it('counts exactly, with new this week from the last 7 days', async () => {
    const before = await json<AdminStatsResponse>(await as(admin, '/api/admin/stats'));
    await env.DB.prepare(
      "UPDATE profiles SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-8 days') WHERE id = ?",
    )
      .bind(learner.id)
      .run();
    const after = await json<AdminStatsResponse>(await as(admin, '/api/admin/stats'));
    expect(after.total_users).toBe(before.total_users);
    expect(after.new_users_this_week).toBe(before.new_users_this_week - 1);
    expect(after).toMatchObject({ pending_trainers: expect.any(Number), contact_submissions: 2 });
    const direct = await env.DB.prepare("SELECT count(*) AS n FROM trainers WHERE status = 'approved'").first<{
      n: number;
    }>();
    expect(after.approved_trainers).toBe(direct?.n);
  });
});

describe('overview: flagged reviews', () => {
  it('counts reviews with open reports, the number the moderation queue lists, not the reports', async () => {
    const before = await json<AdminStatsResponse>(await as(admin, '/api/admin/stats'));
    const trainerId = await createTrainer(await createUser());
    const reviewIds: number[] = [];
    for (const title of ['Reported thrice', 'Reported once']) {
      const author = await createUser();
      const row = await env.DB.prepare(
        'INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, 3, ?) RETURNING id',
      )
        .bind(trainerId, author.id, title)
        .first<{ id: number }>();
      reviewIds.push(row?.id ?? 0);
    }
    const reporters = [await createUser(), await createUser(), await createUser()];
    const flag = (reviewId: number | undefined, reporter: TestUser) =>
      env.DB.prepare(
        "INSERT INTO review_flags (review_id, flagged_by, reason) VALUES (?, ?, 'Spam or advertising')",
      ).bind(reviewId, reporter.id);
    await env.DB.batch([...reporters.map((reporter) => flag(reviewIds[0], reporter)), flag(reviewIds[1], learner)]);

    const after = await json<AdminStatsResponse>(await as(admin, '/api/admin/stats'));
    expect(after.flagged_reviews).toBe(before.flagged_reviews + 2);
    const queue = await json<{ total: number }>(await as(admin, '/api/admin/flagged-reviews'));
    expect(queue.total).toBe(after.flagged_reviews);
  });
});

describe('trainer moderation', () => {
  it('searches name, email and headline, filters by status and reports the counters', async () => {
    const byName = await json<AdminTrainersResponse>(await as(admin, '/api/admin/trainers?search=petra'));
    expect(byName.trainers.map((t) => t.slug)).toEqual(['petra-pending']);
    const byStatus = await json<AdminTrainersResponse>(await as(admin, '/api/admin/trainers?status=rejected'));
    expect(byStatus.trainers.map((t) => t.id)).toContain(rejectedId);
    expect(byStatus.trainers.every((t) => t.status === 'rejected')).toBe(true);
    expect(byStatus.counts.rejected).toBeGreaterThanOrEqual(1);
    const literal = await json<AdminTrainersResponse>(await as(admin, '/api/admin/trainers?search=%25'));
    expect(literal.total).toBe(0);
    const bad = await as(admin, '/api/admin/trainers?status=banana');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toHaveProperty('status');
  });

  it('searches words of the name and headline from their start, or an email, with the status filter', async () => {
    await env.DB.prepare("UPDATE trainers SET headline = 'Certified Pilates Coach' WHERE id = ?").bind(pendingId).run();
    const search = async (term: string, status = 'all') =>
      json<AdminTrainersResponse>(
        await as(admin, `/api/admin/trainers?search=${encodeURIComponent(term)}&status=${status}`),
      );
    const slugs = async (term: string, status?: string) => (await search(term, status)).trainers.map((t) => t.slug);
    // A name word from its start, any case; a headline word; words from both, all required.
    expect(await slugs('PEt')).toEqual(['petra-pending']);
    expect(await slugs('pending')).toEqual(['petra-pending']);
    expect(await slugs('pilates')).toEqual(['petra-pending']);
    expect(await slugs('coach petra')).toEqual(['petra-pending']);
    expect(await slugs('coach tom')).toEqual([]);
    // The middle of a word is not a match (words, not substrings).
    expect(await slugs('etra')).toEqual([]);
    // A full email, and an email typed from its start.
    expect(await slugs(pendingOwner.email)).toEqual(['petra-pending']);
    expect(await slugs(pendingOwner.email.toUpperCase())).toEqual(['petra-pending']);
    const localPart = pendingOwner.email.split('@')[0] ?? '';
    expect(await slugs(localPart)).toEqual(['petra-pending']);
    // The status filter applies to the matches; the total is the matches' count, the counters stay.
    const pending = await search('petra', 'pending');
    expect(pending).toMatchObject({ total: 1, trainers: [{ id: pendingId, status: 'pending' }] });
    const approved = await search('petra', 'approved');
    expect(approved).toMatchObject({ total: 0, trainers: [] });
    expect(approved.counts).toEqual(pending.counts);
    const none = await search('zzzqx');
    expect(none).toMatchObject({ total: 0, trainers: [] });
  });

  it('reports exact totals and counters without a search', async () => {
    const direct = async (where: string) =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM trainers ${where}`).first<{ n: number }>())?.n;
    const all = await json<AdminTrainersResponse>(await as(admin, '/api/admin/trainers'));
    expect(all.total).toBe(await direct(''));
    expect(all.counts).toEqual({
      pending: await direct("WHERE status = 'pending'"),
      approved: await direct("WHERE status = 'approved'"),
      rejected: await direct("WHERE status = 'rejected'"),
    });
    const rejected = await json<AdminTrainersResponse>(await as(admin, '/api/admin/trainers?status=rejected'));
    expect(rejected.total).toBe(all.counts.rejected);
  });

  it('approves in bulk with mixed ids, audits only real changes, and the trainer goes public at once', async () => {
    expect(await publicSlugs('petra')).toEqual([]);
    const auditsBefore = await auditCount('trainer.status');
    const res = await as(admin, '/api/admin/trainers/status', {
      method: 'POST',
      json: { ids: [pendingId, approvedId, 999_999], status: 'approved', message: 'Welcome aboard!' },
    });
    expect(res.status).toBe(200);
    expect(await json<TrainerStatusChangeResponse>(res)).toEqual({
      updated_ids: [pendingId],
      message: '1 trainers approved',
    });
    expect(await auditCount('trainer.status')).toBe(auditsBefore + 1);
    passStalenessBound();
    expect(await publicSlugs('petra')).toEqual(['petra-pending']);
    const row = await env.DB.prepare('SELECT status_message FROM trainers WHERE id = ?')
      .bind(pendingId)
      .first<{ status_message: string }>();
    expect(row?.status_message).toBe('Welcome aboard!');
    // The trainer sees the new status and the admin's message on their dashboard.
    const me = await json<{ trainer: { status: string; status_message: string | null } }>(
      await callJson('/api/me', { headers: pendingOwner.auth }),
    );
    expect(me.trainer).toMatchObject({ status: 'approved', status_message: 'Welcome aboard!' });
  });

  it("says 'Trainer rejected' for one and hides the trainer again", async () => {
    const res = await as(admin, '/api/admin/trainers/status', {
      method: 'POST',
      json: { ids: [pendingId], status: 'rejected' },
    });
    expect((await json<TrainerStatusChangeResponse>(res)).message).toBe('Trainer rejected');
    passStalenessBound();
    expect(await publicSlugs('petra')).toEqual([]);
    expect((await callJson('/api/trainers/petra-pending')).status).toBe(404);
  });

  it("refuses a bulk change with nothing selected: 'Please select trainers first'", async () => {
    const res = await as(admin, '/api/admin/trainers/status', {
      method: 'POST',
      json: { ids: [], status: 'approved' },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Please select trainers first');
  });

  it('toggles featured with its time, and the verification flags', async () => {
    const path = `/api/admin/trainers/${approvedId}/verification`;
    const on = await as(admin, path, { method: 'PATCH', json: { field: 'is_featured', value: true } });
    expect(await json(on)).toEqual({ message: 'Verification updated' });
    const featured = await env.DB.prepare('SELECT is_featured, featured_at FROM trainers WHERE id = ?')
      .bind(approvedId)
      .first<{ is_featured: number; featured_at: string | null }>();
    expect(featured?.is_featured).toBe(1);
    expect(featured?.featured_at).toMatch(/^\d{4}-/);
    const listing = await json<TrainerListResponse>(await callJson('/api/trainers?search=tom'));
    expect(listing.trainers[0]?.is_featured).toBe(true);

    await as(admin, path, { method: 'PATCH', json: { field: 'is_featured', value: false } });
    const off = await env.DB.prepare('SELECT is_featured, featured_at FROM trainers WHERE id = ?')
      .bind(approvedId)
      .first<{ is_featured: number; featured_at: string | null }>();
    expect(off).toEqual({ is_featured: 0, featured_at: null });

    await as(admin, path, { method: 'PATCH', json: { field: 'identity_verified', value: true } });
    const profile = await json<{ trainer: { identity_verified: boolean } }>(
      await callJson('/api/trainers/tom-trainer'),
    );
    expect(profile.trainer.identity_verified).toBe(true);

    const audits = await auditCount();
    await as(admin, path, { method: 'PATCH', json: { field: 'identity_verified', value: true } });
    expect(await auditCount()).toBe(audits);
    const bad = await as(admin, path, { method: 'PATCH', json: { field: 'status', value: true } });
    expect(bad.status).toBe(400);
  });

  it('adds notes (blank saves nothing) and lists them newest first', async () => {
    const path = `/api/admin/trainers/${approvedId}/notes`;
    const blank = await as(admin, path, { method: 'POST', json: { note: '   ' } });
    expect(blank.status).toBe(400);
    expect((await json<AdminNotesResponse>(await as(admin, path))).notes).toEqual([]);
    expect((await as(admin, path, { method: 'POST', json: { note: 'Checked ID' } })).status).toBe(201);
    const added = await as(admin, path, { method: 'POST', json: { note: 'Called them' } });
    expect(await json(added)).toMatchObject({ message: 'Note added', note: { note: 'Called them' } });
    const { notes } = await json<AdminNotesResponse>(await as(admin, path));
    expect(notes.map((n) => n.note)).toEqual(['Called them', 'Checked ID']);
    expect(notes[0]?.admin_name).toBe('Ada Admin');
  });
});

describe('users list: roles and filters', () => {
  const list = (query: string) => as(admin, `/api/admin/users?${query}`).then(json<AdminUsersResponse>);
  const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;

  it('shows each person’s role, admin over trainer over user', async () => {
    const adminTrainer = await createUser({ fullName: 'Ava Both', admin: true });
    await createTrainer(adminTrainer);
    const rows = (await list('page=1')).users;
    const roleOf = (user: TestUser) => rows.find((row) => row.id === user.id)?.role;
    expect(roleOf(adminTrainer)).toBe('admin');
    expect(roleOf(admin)).toBe('admin');
    expect((await list('search=tom')).users.find((row) => row.id === trainerOwner.id)?.role).toBe('trainer');
    expect((await list('search=lena')).users.find((row) => row.id === learner.id)?.role).toBe('user');
  });

  it('filters by role and by banned, with exact counts that add up', async () => {
    const { counts } = await list('page=1');
    const admins = await count("SELECT count(*) AS n FROM user_roles WHERE role = 'admin'");
    const trainersOnly = await count(
      "SELECT count(*) AS n FROM trainers WHERE user_id NOT IN (SELECT user_id FROM user_roles WHERE role = 'admin')",
    );
    expect(counts).toEqual({
      all: await count('SELECT count(*) AS n FROM profiles'),
      admin: admins,
      trainer: trainersOnly,
      user: (await count('SELECT count(*) AS n FROM profiles')) - admins - trainersOnly,
      banned: await count('SELECT count(*) AS n FROM user_bans WHERE is_active = 1'),
    });
    for (const filter of ['user', 'trainer', 'admin', 'banned'] as const) {
      const page = await list(`filter=${filter}&page=1`);
      expect(page.total, filter).toBe(counts[filter]);
      expect(page.users.length, filter).toBe(Math.min(page.page_size, counts[filter]));
      for (const row of page.users) {
        if (filter === 'banned') expect(row.is_banned).toBe(true);
        else expect(row.role, row.full_name).toBe(filter);
      }
    }
    // A search narrows within the filter; the counts stay the whole table's.
    const tom = await list('filter=trainer&search=tom');
    expect(tom.users.map((row) => row.id)).toEqual([trainerOwner.id]);
    expect(tom.total).toBe(1);
    expect(tom.counts).toEqual(counts);
    expect((await list('filter=user&search=tom')).users).toEqual([]);
  });

  it('refuses an unknown filter', async () => {
    const res = await as(admin, '/api/admin/users?filter=owners');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.filter).toBe('Filter must be user, trainer, admin or banned');
  });
});

describe('user bans', () => {
  it('searches users by name or email', async () => {
    const found = async (term: string) =>
      (
        await json<AdminUsersResponse>(await as(admin, `/api/admin/users?search=${encodeURIComponent(term)}`))
      ).users.map((u) => u.id);
    // The start of the email or of the full name, any case; a full email.
    expect(await found('lena.learner')).toEqual([learner.id]);
    expect(await found('lena.learner@example.com')).toEqual([learner.id]);
    expect(await found('LENA LEA')).toEqual([learner.id]);
    expect(await found('Lena')).toEqual([learner.id]);
    // Not the middle of a name, nor a domain alone.
    expect(await found('Learner')).toEqual([]);
    expect(await found('@example.com')).toEqual([]);
    const page = await json<AdminUsersResponse>(await as(admin, '/api/admin/users?search=lena'));
    expect(page.total).toBe(1);
    const everyone = await json<AdminUsersResponse>(await as(admin, '/api/admin/users'));
    const profiles = await env.DB.prepare('SELECT count(*) AS n FROM profiles').first<{ n: number }>();
    expect(everyone.total).toBe(profiles?.n);
    const all = await json<AdminUsersResponse>(await as(admin, '/api/admin/users'));
    expect(all.users.find((u) => u.id === banned.id)?.is_banned).toBe(true);
    expect(all.users.find((u) => u.id === admin.id)?.is_admin).toBe(true);
  });

  it('bans with a reason, ending every session at once, and refuses a second ban', async () => {
    const victim = await createUser();
    expect((await callJson('/api/me', { headers: victim.auth })).status).toBe(200);
    const blank = await as(admin, `/api/admin/users/${victim.id}/ban`, { method: 'POST', json: { reason: '  ' } });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toBe('Please provide a reason');

    const res = await as(admin, `/api/admin/users/${victim.id}/ban`, { method: 'POST', json: { reason: 'Spam' } });
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ message: 'User banned' });
    // Every session of theirs ended; what they are told is why (403), not that it expired.
    const live = await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL')
      .bind(victim.id)
      .first<{ n: number }>();
    expect(live?.n).toBe(0);
    const meRes = await callJson('/api/me', { headers: victim.auth });
    expect(meRes.status).toBe(403);
    expect((await errorOf(meRes)).code).toBe('account_suspended');
    const refresh = await callJson('/api/auth/refresh', {
      method: 'POST',
      json: {},
      headers: { origin: ORIGIN, cookie: `refresh_token=${victim.refreshToken}` },
    });
    expect(refresh.status).toBe(403);

    const audits = await auditCount('user.ban');
    const again = await as(admin, `/api/admin/users/${victim.id}/ban`, { method: 'POST', json: { reason: 'Again' } });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('User is already banned');
    expect(await auditCount('user.ban')).toBe(audits);

    const unban = await as(admin, `/api/admin/users/${victim.id}/ban`, { method: 'DELETE' });
    expect(await json(unban)).toEqual({ message: 'User unbanned' });
    const { users } = await json<AdminUsersResponse>(await as(admin, `/api/admin/users?search=${victim.email}`));
    expect(users[0]?.is_banned).toBe(false);
    expect((await as(admin, `/api/admin/users/${victim.id}/ban`, { method: 'DELETE' })).status).toBe(409);
  });

  it('refuses to ban yourself or another admin', async () => {
    const self = await as(admin, `/api/admin/users/${admin.id}/ban`, { method: 'POST', json: { reason: 'x' } });
    expect(self.status).toBe(400);
    expect((await errorOf(self)).message).toBe('You cannot ban yourself');
    const other = await createUser({ admin: true });
    const res = await as(admin, `/api/admin/users/${other.id}/ban`, { method: 'POST', json: { reason: 'x' } });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe('Administrators cannot be banned');
  });

  it('hides a banned trainer from listing and profile until unbanned', async () => {
    expect(await publicSlugs('tom')).toEqual(['tom-trainer']);
    await as(admin, `/api/admin/users/${trainerOwner.id}/ban`, { method: 'POST', json: { reason: 'Fraud' } });
    passStalenessBound();
    expect(await publicSlugs('tom')).toEqual([]);
    expect((await callJson('/api/trainers/tom-trainer')).status).toBe(404);
    await as(admin, `/api/admin/users/${trainerOwner.id}/ban`, { method: 'DELETE' });
    passStalenessBound();
    expect(await publicSlugs('tom')).toEqual(['tom-trainer']);
    expect((await callJson('/api/trainers/tom-trainer')).status).toBe(200);
  });
});

describe('audit log', () => {
  it('records who did what with before/after, filterable by target, and cannot be rewritten', async () => {
    const { entries } = await json<AuditLogResponse>(
      await as(admin, `/api/admin/audit?targetType=trainer&targetId=${pendingId}`),
    );
    expect(entries.map((e) => e.summary)).toEqual([
      { before: { status: 'approved' }, after: { status: 'rejected', message: null } },
      { before: { status: 'pending' }, after: { status: 'approved', message: 'Welcome aboard!' } },
    ]);
    expect(entries[0]?.actor_email).toBe(admin.email);
    expect(entries[0]?.subject).toEqual({
      name: 'Petra Pending',
      email: pendingOwner.email,
      trainer_name: null,
      trainer_slug: null,
    });
    await expect(env.DB.prepare('UPDATE audit_log SET action = ?').bind('x').run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare('DELETE FROM audit_log').run()).rejects.toThrow(/append-only/);
  });
});

describe('audit log: names and one history per person', () => {
  it('names each subject as it is now, and reads a deleted one as gone', async () => {
    const person = await createUser({ fullName: 'Nina Named' });
    const trainerId = await createTrainer(person, { status: 'pending' });
    await as(admin, '/api/admin/trainers/status', { method: 'POST', json: { ids: [trainerId], status: 'approved' } });
    await env.DB.prepare("UPDATE profiles SET full_name = 'Nina Renamed' WHERE id = ?").bind(person.id).run();
    const history = async () =>
      (await json<AuditLogResponse>(await as(admin, `/api/admin/audit?targetType=trainer&targetId=${trainerId}`)))
        .entries;
    expect((await history())[0]?.subject).toMatchObject({ name: 'Nina Renamed', email: person.email });
    await env.DB.prepare('DELETE FROM trainers WHERE id = ?').bind(trainerId).run();
    expect((await history())[0]?.subject).toEqual({ name: null, email: null, trainer_name: null, trainer_slug: null });
  });

  it("a user's history includes their trainer profile's, and the trainer's includes the account's", async () => {
    const person = await createUser({ fullName: 'Hugo History' });
    const trainerId = await createTrainer(person, { status: 'pending' });
    await as(admin, '/api/admin/trainers/status', { method: 'POST', json: { ids: [trainerId], status: 'approved' } });
    await as(admin, `/api/admin/trainers/${trainerId}/verification`, {
      method: 'PATCH',
      json: { field: 'is_featured', value: true },
    });
    await as(admin, `/api/admin/users/${person.id}/ban`, { method: 'POST', json: { reason: 'Spam' } });
    const actions = async (query: string) =>
      (await json<AuditLogResponse>(await as(admin, `/api/admin/audit?${query}`))).entries.map((e) => e.action);
    const all = ['user.ban', 'trainer.is_featured', 'trainer.status'];
    expect(await actions(`targetType=user&targetId=${person.id}`)).toEqual(all);
    expect(await actions(`targetType=trainer&targetId=${trainerId}`)).toEqual(all);
    // Nobody else's entries.
    expect(await actions(`targetType=user&targetId=${learner.id}`)).not.toContain('trainer.is_featured');
  });
});

describe('contact inbox', () => {
  it('lists messages with unread counts and marks them read', async () => {
    const inbox = await json<ContactInboxResponse>(await as(admin, '/api/admin/contact-submissions'));
    expect(inbox).toMatchObject({ total: 2, unread: 2 });
    const first = inbox.submissions[0];
    if (!first) throw new Error('no message');
    await as(admin, `/api/admin/contact-submissions/${first.id}`, { method: 'PATCH', json: { read: true } });
    const unread = await json<ContactInboxResponse>(await as(admin, '/api/admin/contact-submissions?filter=unread'));
    expect(unread).toMatchObject({ total: 1, unread: 1 });
    expect(unread.submissions.map((s) => s.id)).not.toContain(first.id);
    expect((await json<AdminStatsResponse>(await as(admin, '/api/admin/stats'))).unread_contact_submissions).toBe(1);
  });
});
