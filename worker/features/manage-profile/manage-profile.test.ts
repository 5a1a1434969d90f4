import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  MyService,
  MyTrainerProfile,
  MyTrainerProfileResponse,
  PhotoResponse,
  ServiceResponse,
  StaleServiceResponse,
  UpdateProfileInput,
  UpdateProfileResponse,
} from '#shared/api/manage-profile';
import type { MeResponse } from '#shared/api/me';
import type { TrainerProfileResponse, TrainerReviewsResponse } from '#shared/api/trainers';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson, callWorker } from '#worker/test/http';
import { JPEG_IMAGE, PNG_IMAGE, pngChunk, pngOfSize, WEBP_IMAGE, WEBP_LOSSLESS_IMAGE } from '#worker/test/images';

const STALE = 'This profile was changed elsewhere. Reload to see the latest version.';
const SERVICE_STALE =
  'This service was changed in another tab or window. Reload it to see the saved version, then apply your changes again.';
const SERVICE_GONE = 'This service was removed in another tab or window.';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function trainerUser(fullName: string, slug: string, status: 'approved' | 'pending' = 'approved') {
  const user = await createUser({ fullName });
  const trainerId = await createTrainer(user, { slug, status });
  return { user, trainerId };
}

async function load(user: TestUser): Promise<MyTrainerProfile> {
  const res = await callJson('/api/me/trainer/profile', { headers: user.auth });
  expect(res.status).toBe(200);
  return ((await res.json()) as MyTrainerProfileResponse).profile;
}

/** The whole form as loaded, with `changes` applied (what the web form sends). */
async function formFor(user: TestUser, changes: Partial<UpdateProfileInput> = {}): Promise<UpdateProfileInput> {
  const p = await load(user);
  return {
    version: p.version,
    full_name: p.full_name,
    headline: p.headline,
    bio: p.bio ?? '',
    description: p.description ?? '',
    website_url: p.website_url ?? '',
    instagram_url: p.instagram_url ?? '',
    tiktok_url: p.tiktok_url ?? '',
    snapchat_url: p.snapchat_url ?? '',
    whatsapp_number: p.whatsapp_number ?? '',
    ...changes,
  };
}

const save = (user: TestUser, json: unknown) =>
  callJson('/api/me/trainer/profile', { method: 'PUT', headers: user.auth, json });

async function saveOk(user: TestUser, changes: Partial<UpdateProfileInput>): Promise<MyTrainerProfile> {
  const res = await save(user, await formFor(user, changes));
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as UpdateProfileResponse;
  expect(body.message).toBe('Profile updated successfully!');
  return body.profile;
}

const row = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .first<Record<string, unknown>>();

const serviceRow = (id: number) =>
  row('SELECT title, description, price, currency, duration_minutes, version FROM services WHERE id = ?', id);

describe('GET /api/me/trainer/profile', () => {
  it('returns the editable profile with its version, services and completeness', async () => {
    const { user, trainerId } = await trainerUser('Gina Get', 'gina-get');
    await env.DB.prepare('INSERT INTO services (trainer_id, title, price) VALUES (?, ?, ?)')
      .bind(trainerId, 'Intro Call', 0)
      .run();
    const profile = await load(user);
    expect(profile).toMatchObject({
      trainer_id: trainerId,
      slug: 'gina-get',
      status: 'approved',
      version: 1,
      full_name: 'Gina Get',
      headline: 'Professional Trainer',
      bio: null,
      profile_image: null,
      whatsapp_number: null,
    });
    expect(profile.services).toEqual([
      {
        id: expect.any(Number),
        title: 'Intro Call',
        description: null,
        category: 'health_wellness',
        price: 0,
        currency: 'USD',
        duration_minutes: 60,
        bookable: false,
        version: 1,
      },
    ]);
    expect(profile.completeness.done).toEqual(['service']);
    expect(profile.completeness.missing.map((m) => m.key)).toEqual([
      'photo',
      'bio',
      'description',
      'headline',
      'contact',
    ]);
    expect(profile.completeness.score).toBe(17);
  });

  it('answers 404 with the SPEC message to a user without a trainer profile', async () => {
    const res = await callJson('/api/me/trainer/profile', { headers: (await createUser()).auth });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.message).toBe(
      'Please create a trainer profile first from the Dashboard',
    );
  });
});

describe('PUT /api/me/trainer/profile: saving', () => {
  it('saves every field, normalises links and WhatsApp, bumps the version and scores completeness', async () => {
    const { user, trainerId } = await trainerUser('Hana Save', 'hana-save');
    const profile = await saveOk(user, {
      full_name: '  Hana Saved  ',
      headline: 'Strength Coach',
      bio: 'Line one\r\nLine two',
      description: 'Strength training for busy people.',
      website_url: 'hana.example',
      instagram_url: '@hana.lifts',
      tiktok_url: 'hanalifts',
      snapchat_url: 'https://story.snapchat.com/u/hanalifts',
      whatsapp_number: '+1 (555) 010-2030',
    });
    expect(profile).toMatchObject({
      version: 2,
      full_name: 'Hana Saved',
      slug: 'hana-saved',
      headline: 'Strength Coach',
      bio: 'Line one\nLine two',
      website_url: 'https://hana.example',
      instagram_url: 'https://instagram.com/hana.lifts',
      tiktok_url: 'https://www.tiktok.com/@hanalifts',
      snapchat_url: 'https://story.snapchat.com/u/hanalifts',
      whatsapp_number: '15550102030',
    });
    expect(await row('SELECT whatsapp_number, version FROM trainers WHERE id = ?', trainerId)).toEqual({
      whatsapp_number: '15550102030',
      version: 2,
    });
    expect(profile.completeness.missing.map((m) => m.key)).toEqual(['photo', 'service']);
  });

  it('keeps full URLs as typed, accepts platform paths without a scheme, and clears blank values', async () => {
    const { user } = await trainerUser('Ivo Links', 'ivo-links');
    const profile = await saveOk(user, {
      website_url: 'HTTP://Ivo.example/About?x=1',
      instagram_url: 'instagram.com/ivo',
      tiktok_url: 'https://vm.tiktok.com/ZM123/',
      snapchat_url: 'snapchat.com/add/ivo',
      headline: '   ',
      bio: '',
    });
    expect(profile).toMatchObject({
      website_url: 'HTTP://Ivo.example/About?x=1',
      instagram_url: 'https://instagram.com/ivo',
      tiktok_url: 'https://vm.tiktok.com/ZM123/',
      snapchat_url: 'https://snapchat.com/add/ivo',
      headline: 'Professional Trainer',
      bio: null,
    });
    const cleared = await saveOk(user, { website_url: '', instagram_url: '  ', whatsapp_number: '' });
    expect(cleared).toMatchObject({ website_url: null, instagram_url: null, whatsapp_number: null });
  });

  it('strips a WhatsApp number to its digits, whatever else was typed (SPEC 5)', async () => {
    const { user, trainerId } = await trainerUser('Wes Whatsapp', 'wes-whatsapp');
    const profile = await saveOk(user, { whatsapp_number: '+1 (555) 010-9999 ext' });
    expect(profile.whatsapp_number).toBe('15550109999');
    expect(await row('SELECT whatsapp_number FROM trainers WHERE id = ?', trainerId)).toEqual({
      whatsapp_number: '15550109999',
    });
    expect((await saveOk(user, { whatsapp_number: 'tel. 0049/30 1234-567' })).whatsapp_number).toBe('0049301234567');
  });
});

describe('PUT /api/me/trainer/profile: validation', () => {
  let user: TestUser;
  let trainerId = 0;
  beforeAll(async () => {
    ({ user, trainerId } = await trainerUser('Val Idate', 'val-idate'));
  });

  it.each<[string, unknown, string]>([
    ['full_name', '', 'Full name is required'],
    ['full_name', '   ', 'Full name is required'],
    ['full_name', 42, 'Full name is required'],
    ['full_name', 'x'.repeat(101), 'Full name must be at most 100 characters'],
    ['full_name', 'Nul\u0000Byte', 'Full name must not contain control characters'],
    ['headline', 'x'.repeat(121), 'Headline must be at most 120 characters'],
    ['headline', ['array'], 'Headline must be text'],
    ['bio', 'x'.repeat(1001), 'Bio must be at most 1000 characters'],
    ['description', 'x'.repeat(5001), 'Description must be at most 5000 characters'],
    ['description', 'bell\u0007', 'Description must not contain control characters'],
    ['website_url', 'javascript:alert(1)', 'Website must be an http:// or https:// link'],
    ['website_url', 'JavaScript:alert(document.cookie)', 'Website must be an http:// or https:// link'],
    ['website_url', 'data:text/html,<script>alert(1)</script>', 'Website must be an http:// or https:// link'],
    ['website_url', 'ftp://files.example', 'Website must be an http:// or https:// link'],
    ['website_url', 'https://', 'Website must be a valid web address'],
    ['website_url', 'https://localhost/admin', 'Website must be a valid web address'],
    ['website_url', 'https://user:pass@site.example', 'Website must be a valid web address'],
    ['website_url', `https://${'a'.repeat(500)}.example`, 'Website must be at most 500 characters'],
    ['website_url', 12, 'Website must be text'],
    ['instagram_url', 'javascript:alert(1)', 'Instagram must be an http:// or https:// link'],
    ['instagram_url', 'https://evil.example/ana', 'Instagram link must be on instagram.com'],
    ['instagram_url', 'https://notinstagram.com/ana', 'Instagram link must be on instagram.com'],
    ['instagram_url', 'https://instagram.com@evil.example/', 'Instagram must be a valid web address'],
    ['instagram_url', 'ana yoga', 'Instagram must be a handle like @name or a full instagram.com link'],
    ['instagram_url', '@ana<script>', 'Instagram must be a handle like @name or a full instagram.com link'],
    ['tiktok_url', 'https://www.instagram.com/ana', 'TikTok link must be on tiktok.com'],
    ['tiktok_url', 'data:image/png;base64,AAAA', 'TikTok must be an http:// or https:// link'],
    ['snapchat_url', 'https://snapchat.com.evil.example/add/x', 'Snapchat link must be on snapchat.com'],
    ['snapchat_url', 'vbscript:msgbox', 'Snapchat must be an http:// or https:// link'],
    ['whatsapp_number', '12345', 'WhatsApp number must have 7 to 15 digits'],
    ['whatsapp_number', '+1 234 567 890 123 456', 'WhatsApp number must have 7 to 15 digits'],
    ['whatsapp_number', 'call me', 'WhatsApp number must contain digits, like +1 555 010 9999'],
    ['whatsapp_number', '+ ( ) -', 'WhatsApp number must contain digits, like +1 555 010 9999'],
    ['whatsapp_number', 'ext 12', 'WhatsApp number must have 7 to 15 digits'],
    ['whatsapp_number', 15550102030, 'WhatsApp number must be text'],
    ['whatsapp_number', '1'.repeat(41), 'WhatsApp number must be at most 40 characters'],
    ['version', undefined, 'Version is required: reload the profile and try again'],
    ['version', '1', 'Version is required: reload the profile and try again'],
    ['version', 1.5, 'Version must be a whole number'],
  ])('%s = %j → 400 naming the field', async (field, value, message) => {
    const before = await row('SELECT slug, headline, website_url, version FROM trainers WHERE id = ?', trainerId);
    const res = await save(user, { ...(await formFor(user)), [field]: value });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.code).toBe('validation_error');
    expect(error.fields?.[field]).toBe(message);
    expect(await row('SELECT slug, headline, website_url, version FROM trainers WHERE id = ?', trainerId)).toEqual(
      before,
    );
  });

  it('refuses a body that is not a JSON object, and bodies over 64 KB', async () => {
    expect((await save(user, 'just a string')).status).toBe(400);
    const huge = { ...(await formFor(user)), bio: 'x'.repeat(70 * 1024) };
    const res = await save(user, huge);
    expect(res.status).toBe(413);
  });
});

describe('slug regeneration (SPEC 7) and old slugs', () => {
  it('regenerates the slug from the full name and redirects the old slug to the new one', async () => {
    const { user } = await trainerUser('Old Name', 'old-name');
    const profile = await saveOk(user, { full_name: 'Zoë Renamed' });
    expect(profile.slug).toBe('zoe-renamed');

    const res = await callWorker('/api/trainers/old-name', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/api/trainers/zoe-renamed');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ moved_to: { slug: 'zoe-renamed', location: '/api/trainers/zoe-renamed' } });

    // Reviews under the old slug follow too, keeping the query.
    const reviews = await callWorker('/api/trainers/OLD-NAME/reviews?page=2', { redirect: 'manual' });
    expect(reviews.status).toBe(301);
    expect(reviews.headers.get('location')).toBe('/api/trainers/zoe-renamed/reviews?page=2');

    // What the SPA sees: fetch follows the redirect to the profile under its current slug.
    const followed = await callJson('/api/trainers/zoe-renamed');
    expect(((await followed.json()) as TrainerProfileResponse).trainer.full_name).toBe('Zoë Renamed');
    const reviewList = await callJson('/api/trainers/zoe-renamed/reviews');
    expect(((await reviewList.json()) as TrainerReviewsResponse).total).toBe(0);
  });

  it('redirects every earlier slug straight to the current one, and a trainer may take an old slug back', async () => {
    const { user } = await trainerUser('First Try', 'first-try');
    await saveOk(user, { full_name: 'Second Try' });
    await saveOk(user, { full_name: 'Third Try' });
    for (const old of ['first-try', 'second-try']) {
      const res = await callWorker(`/api/trainers/${old}`, { redirect: 'manual' });
      expect(res.headers.get('location')).toBe('/api/trainers/third-try');
    }
    const back = await saveOk(user, { full_name: 'First Try' });
    expect(back.slug).toBe('first-try');
    expect((await callWorker('/api/trainers/first-try', { redirect: 'manual' })).status).toBe(200);
    expect((await callWorker('/api/trainers/third-try', { redirect: 'manual' })).headers.get('location')).toBe(
      '/api/trainers/first-try',
    );
  });

  it("falls back to trainer-<part of the user id> when the name's slug is another trainer's current or old slug", async () => {
    await trainerUser('Sam Lee', 'sam-lee');
    const { user } = await trainerUser('Someone Else', 'someone-else');
    const taken = await saveOk(user, { full_name: 'Sam Lee' });
    expect(taken.slug).toBe(`trainer-${user.id.replace(/-/g, '').slice(0, 8)}`);

    // 'old-slug-owner' is renamed away: the old slug stays reserved for its redirect.
    const { user: owner } = await trainerUser('Reserved Slug', 'reserved-slug');
    await saveOk(owner, { full_name: 'Moved On' });
    const { user: other } = await trainerUser('Another One', 'another-one');
    const reserved = await saveOk(other, { full_name: 'Reserved Slug' });
    expect(reserved.slug).toBe(`trainer-${other.id.replace(/-/g, '').slice(0, 8)}`);
    expect((await callWorker('/api/trainers/reserved-slug', { redirect: 'manual' })).headers.get('location')).toBe(
      '/api/trainers/moved-on',
    );

    // A brand-new trainer profile cannot take a reserved slug either.
    const newcomer = await createUser({ fullName: 'Reserved Slug' });
    const created = await callJson('/api/me/trainer', { method: 'POST', headers: newcomer.auth });
    expect(((await created.json()) as { trainer: { slug: string } }).trainer.slug).toBe(
      `trainer-${newcomer.id.replace(/-/g, '').slice(0, 8)}`,
    );
  });

  it('keeps a numbered or fallback slug that already stands for the name when re-saving', async () => {
    await trainerUser('Kim Park', 'kim-park');
    const { user } = await trainerUser('Kim Park', 'kim-park-2');
    expect((await saveOk(user, { headline: 'Tutor' })).slug).toBe('kim-park-2');
    const { user: nameless } = await trainerUser('Kim Park', 'kim-park-3');
    const fallback = (await saveOk(nameless, { full_name: '!!!' })).slug;
    expect(fallback).toMatch(/^trainer-[0-9a-f]{8}$/);
    expect((await saveOk(nameless, { full_name: '!!!', bio: 'Hi' })).slug).toBe(fallback);
  });
});

describe('optimistic concurrency', () => {
  it('answers a stale save with 409 and writes nothing', async () => {
    const { user, trainerId } = await trainerUser('Tab One', 'tab-one');
    const firstTab = await formFor(user);
    const secondTab = await formFor(user);
    expect((await save(user, { ...firstTab, headline: 'From tab one' })).status).toBe(200);

    const res = await save(user, { ...secondTab, full_name: 'Tab Two', headline: 'From tab two', bio: 'Two' });
    expect(res.status).toBe(409);
    const { error } = (await res.json()) as ErrorBody;
    expect(error).toEqual({ code: 'stale_profile', message: STALE });
    expect(await row('SELECT slug, headline, version FROM trainers WHERE id = ?', trainerId)).toEqual({
      slug: 'tab-one',
      headline: 'From tab one',
      version: 2,
    });
    expect(await row('SELECT full_name, bio FROM profiles WHERE id = ?', user.id)).toEqual({
      full_name: 'Tab One',
      bio: null,
    });
    // Reloading gives the latest version, and saving from it works.
    expect((await save(user, { ...(await formFor(user)), headline: 'Reloaded' })).status).toBe(200);
  });

  it('lets only one of two parallel saves from the same version through', async () => {
    const { user } = await trainerUser('Race Condition', 'race-condition');
    const form = await formFor(user);
    const results = await Promise.all([
      save(user, { ...form, headline: 'A' }),
      save(user, { ...form, headline: 'B' }),
      save(user, { ...form, headline: 'C' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await load(user)).version).toBe(2);
  });
});

describe('services', () => {
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ({ user: owner } = await trainerUser('Serv Owner', 'serv-owner'));
    ({ user: other } = await trainerUser('Serv Other', 'serv-other'));
  });

  const create = (user: TestUser, json: unknown) =>
    callJson('/api/me/trainer/services', { method: 'POST', headers: user.auth, json });
  const update = (user: TestUser, id: number, json: unknown) =>
    callJson(`/api/me/trainer/services/${id}`, { method: 'PUT', headers: user.auth, json });
  const createOk = async (user: TestUser, json: unknown): Promise<MyService> => {
    const res = await create(user, json);
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as ServiceResponse).service;
  };
  const remove = (user: TestUser, id: number) =>
    callJson(`/api/me/trainer/services/${id}`, { method: 'DELETE', headers: user.auth });

  it('marks a service bookable online and back (issue #42), kept apart from its other fields', async () => {
    const service = await createOk(owner, { title: 'Bookable session', bookable: true });
    expect(service.bookable).toBe(true);
    const res = await update(owner, service.id, {
      version: service.version,
      title: 'Bookable session',
      bookable: false,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ServiceResponse).service.bookable).toBe(false);
    const bad = await create(owner, { title: 'Odd', bookable: 'yes' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.bookable).toBe(
      'bookable must be true or false',
    );
    await remove(owner, service.id);
  });

  it('creates with the SPEC 9 defaults, updates and removes, with the SPEC messages', async () => {
    const created = await create(owner, { title: 'Consultation' });
    expect(created.status).toBe(201);
    const body = (await created.json()) as ServiceResponse;
    expect(body.message).toBe('Service added!');
    expect(body.service).toEqual({
      id: expect.any(Number),
      title: 'Consultation',
      description: null,
      category: 'health_wellness',
      price: 0,
      currency: 'USD',
      duration_minutes: 60,
      bookable: false,
      version: 1,
    });
    const id = body.service.id;

    const updated = await update(owner, id, {
      version: 1,
      title: 'Deep Dive',
      description: 'Two hours',
      category: 'business_marketing',
      price: 149.999,
      currency: 'EUR',
      duration_minutes: 120,
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()) as ServiceResponse).toEqual({
      service: {
        id,
        title: 'Deep Dive',
        description: 'Two hours',
        category: 'business_marketing',
        price: 150,
        currency: 'EUR',
        duration_minutes: 120,
        bookable: false,
        version: 2,
      },
      message: 'Service updated!',
    });
    expect((await load(owner)).services.map((s) => s.title)).toEqual(['Deep Dive']);

    const removed = await remove(owner, id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id, message: 'Service removed!' });
    expect((await load(owner)).services).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['title', '', 'Title is required'],
    ['title', 'x'.repeat(101), 'Title must be at most 100 characters'],
    ['title', undefined, 'Title is required'],
    ['description', 'x'.repeat(1001), 'Description must be at most 1000 characters'],
    ['category', 'cooking', 'Please choose a category'],
    ['price', -1, 'Price must be between 0 and 100000'],
    ['price', 100_000.01, 'Price must be between 0 and 100000'],
    ['price', '50', 'Price must be a number'],
    ['price', null, 'Price must be a number'],
    ['currency', 'XYZ', 'Currency must be one of USD, EUR, GBP, CAD, AUD, AED, SAR, INR'],
    ['duration_minutes', 14, 'Duration must be between 15 and 600 minutes'],
    ['duration_minutes', 601, 'Duration must be between 15 and 600 minutes'],
    ['duration_minutes', 30.5, 'Duration must be a whole number of minutes'],
    ['duration_minutes', 'sixty', 'Duration must be a number'],
  ])('%s = %j → 400', async (field, value, message) => {
    const res = await create(owner, { title: 'Valid', [field]: value });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields?.[field]).toBe(message);
  });

  it('accepts the range edges', async () => {
    const low = await create(owner, { title: 'Free', price: 0, duration_minutes: 15 });
    const high = await create(owner, { title: 'Max', price: 100_000, duration_minutes: 600 });
    expect([low.status, high.status]).toEqual([201, 201]);
  });

  it("never lets another trainer change or remove someone's service", async () => {
    const { id } = await createOk(owner, { title: 'Mine' });
    expect((await update(other, id, { title: 'Hijacked', version: 1 })).status).toBe(404);
    expect((await remove(other, id)).status).toBe(404);
    expect(await row('SELECT title, version FROM services WHERE id = ?', id)).toEqual({ title: 'Mine', version: 1 });
    expect((await update(owner, 999_999, { title: 'Ghost', version: 1 })).status).toBe(404);
    expect((await update(owner, 0, { title: 'Zero', version: 1 })).status).toBe(400);
    expect((await remove(owner, Number.NaN)).status).toBe(400);
  });

  it.each<[unknown, string]>([
    [undefined, 'Version is required: reload the service and try again'],
    ['1', 'Version is required: reload the service and try again'],
    [1.5, 'Version must be a whole number'],
    [0, 'Version must be positive'],
  ])('an edit with version %j → 400, nothing written', async (version, message) => {
    const { id } = await createOk(owner, { title: 'Versioned', price: 10 });
    const res = await update(owner, id, { title: 'Changed', price: 20, version });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields?.version).toBe(message);
    expect(await serviceRow(id)).toMatchObject({ title: 'Versioned', price: 10, version: 1 });
  });

  it('limits a trainer to 20 services', async () => {
    const { user } = await trainerUser('Many Services', 'many-services');
    for (let i = 0; i < 20; i++) expect((await create(user, { title: `S${i}` })).status).toBe(201);
    const res = await create(user, { title: 'One too many' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.message).toBe('You can offer at most 20 services');
  });
});

describe('services: stale tabs (optimistic concurrency)', () => {
  let owner: TestUser;
  beforeAll(async () => {
    ({ user: owner } = await trainerUser('Two Tabs', 'two-tabs'));
  });
  const create = (json: unknown) => callJson('/api/me/trainer/services', { method: 'POST', headers: owner.auth, json });
  const update = (id: number, json: unknown) =>
    callJson(`/api/me/trainer/services/${id}`, { method: 'PUT', headers: owner.auth, json });
  const remove = (id: number) => callJson(`/api/me/trainer/services/${id}`, { method: 'DELETE', headers: owner.auth });
  /** The editor's values as a tab loaded them. */
  const loaded = async (id: number) => {
    const service = (await load(owner)).services.find((s) => s.id === id);
    if (!service) throw new Error(`service ${id} is not in the profile`);
    const { id: _id, ...fields } = service;
    return { ...fields, description: fields.description ?? '' };
  };
  /** Every service row of the owner's, and the trainer's service count. */
  const ownerServices = () =>
    row(
      `SELECT (SELECT group_concat(s.id || ':' || s.version) FROM services s WHERE s.trainer_id = t.id) AS services,
              t.service_count FROM trainers t WHERE t.user_id = ?`,
      owner.id,
    );
  const newService = async () => {
    const res = await create({ title: 'Strength session', price: 50 });
    return ((await res.json()) as ServiceResponse).service.id;
  };

  it("answers a save from an older version with 409 and the saved service, and keeps the other tab's save", async () => {
    const id = await newService();
    const tabA = await loaded(id);
    const tabB = await loaded(id);
    expect((await update(id, { ...tabA, price: 55 })).status).toBe(200);

    const res = await update(id, { ...tabB, title: 'Strength & mobility' });
    expect(res.status).toBe(409);
    const body = (await res.json()) as StaleServiceResponse;
    expect(body.error).toEqual({ code: 'stale_service', message: SERVICE_STALE });
    expect(body.service).toMatchObject({ id, title: 'Strength session', price: 55, version: 2 });
    expect(await serviceRow(id)).toEqual({
      title: 'Strength session',
      description: null,
      price: 55,
      currency: 'USD',
      duration_minutes: 60,
      version: 2,
    });
    // Reloading gives the saved version; re-applying the change from it works and keeps the price.
    const reloaded = await update(id, { ...(await loaded(id)), title: 'Strength & mobility' });
    expect(reloaded.status).toBe(200);
    expect(await serviceRow(id)).toMatchObject({ title: 'Strength & mobility', price: 55, version: 3 });
  });

  it('lets only one of parallel saves from the same version through', async () => {
    const id = await newService();
    const tab = await loaded(id);
    const results = await Promise.all([
      update(id, { ...tab, price: 60 }),
      update(id, { ...tab, price: 70 }),
      update(id, { ...tab, price: 80 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await serviceRow(id)).toMatchObject({ version: 2 });
  });

  it('answers 404 with a specific message when another tab removed the service, and writes nothing', async () => {
    const id = await newService();
    const tab = await loaded(id);
    expect((await remove(id)).status).toBe(200);
    const afterRemoval = await ownerServices();

    const res = await update(id, { ...tab, price: 99 });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error).toEqual({ code: 'not_found', message: SERVICE_GONE });
    expect(await serviceRow(id)).toBeNull();
    expect(await ownerServices()).toEqual(afterRemoval);

    // Removing it again (a second tab's Remove) says the same, and changes nothing.
    const again = await remove(id);
    expect(again.status).toBe(404);
    expect(((await again.json()) as ErrorBody).error).toEqual({ code: 'not_found', message: SERVICE_GONE });
    expect(await ownerServices()).toEqual(afterRemoval);
  });
});

// ---------------------------------------------------------------- photo

const PNG = PNG_IMAGE;
const JPEG = JPEG_IMAGE;
const WEBP = WEBP_IMAGE;

const HTML = new TextEncoder().encode('<html><body><script>alert(document.cookie)</script></body></html>');

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const upload = (user: TestUser, body: BodyInit, contentType = 'image/png') =>
  callWorker('/api/me/trainer/photo', {
    method: 'PUT',
    headers: { ...user.auth, 'content-type': contentType },
    body,
  });

describe('profile photo', () => {
  it('stores a PNG under its content hash, points the profile at it and serves it immutably', async () => {
    const { user } = await trainerUser('Pia Photo', 'pia-photo');
    const res = await upload(user, PNG);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PhotoResponse;
    const key = `${await sha256(PNG)}.png`;
    expect(body).toEqual({ profile_image: `/api/images/${key}`, message: 'Profile photo updated!' });
    expect((await load(user)).profile_image).toBe(`/api/images/${key}`);
    expect((await load(user)).completeness.done).toContain('photo');

    const image = await callWorker(body.profile_image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const etag = image.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await callWorker(body.profile_image, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('detects JPEG and WebP by their bytes, whatever the client says the type is', async () => {
    const { user } = await trainerUser('Jo Jpeg', 'jo-jpeg');
    const jpeg = (await (await upload(user, JPEG, 'image/png')).json()) as PhotoResponse;
    expect(jpeg.profile_image).toBe(`/api/images/${await sha256(JPEG)}.jpg`);
    expect((await callWorker(jpeg.profile_image)).headers.get('content-type')).toBe('image/jpeg');
    const webp = (await (await upload(user, WEBP, 'application/octet-stream')).json()) as PhotoResponse;
    expect(webp.profile_image).toBe(`/api/images/${await sha256(WEBP)}.webp`);
    expect((await callWorker(webp.profile_image)).headers.get('content-type')).toBe('image/webp');
  });

  it('refuses other files with 400 and keeps the old photo', async () => {
    const { user } = await trainerUser('Bad File', 'bad-file');
    const good = (await (await upload(user, PNG)).json()) as PhotoResponse;
    const gif = new TextEncoder().encode('GIF89a....');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bad of [gif, svg, new Uint8Array(), PNG.slice(0, 4)]) {
      const res = await upload(user, bad, 'image/png');
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: 'validation_error',
        message: 'Photo must be a JPEG, PNG or WebP image',
        fields: { photo: 'Photo must be a JPEG, PNG or WebP image' },
      });
    }
    expect((await load(user)).profile_image).toBe(good.profile_image);
  });

  it.each([
    ['a JPEG signature followed by HTML', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...HTML])],
    ['a PNG signature followed by HTML', new Uint8Array([...PNG_IMAGE.subarray(0, 8), ...HTML])],
    [
      'a WebP header followed by HTML',
      new Uint8Array([...new TextEncoder().encode('RIFF\u0030\0\0\0WEBPVP8 '), ...HTML]),
    ],
    ['a PNG with HTML appended', new Uint8Array([...PNG_IMAGE, ...HTML])],
    ['a JPEG with HTML appended', new Uint8Array([...JPEG_IMAGE, ...HTML])],
    ['a JPEG with HTML appended and an end marker after it', new Uint8Array([...JPEG_IMAGE, ...HTML, 0xff, 0xd9])],
    ['a WebP with HTML appended', new Uint8Array([...WEBP_IMAGE, ...HTML])],
    ['a PNG cut short', PNG_IMAGE.subarray(0, PNG_IMAGE.length - 40)],
    ['a JPEG cut short', JPEG_IMAGE.subarray(0, JPEG_IMAGE.length - 40)],
  ])('refuses %s (only whole, decodable images are stored)', async (_case, polyglot) => {
    const { user } = await trainerUser('Poly Glot', `poly-${crypto.randomUUID().slice(0, 8)}`);
    const res = await upload(user, polyglot);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toEqual({
      photo: 'Photo must be a JPEG, PNG or WebP image',
    });
    expect(await env.IMAGES.head(`${await sha256(polyglot)}.png`)).toBeNull();
    expect(await env.IMAGES.head(`${await sha256(polyglot)}.jpg`)).toBeNull();
    expect(await env.IMAGES.head(`${await sha256(polyglot)}.webp`)).toBeNull();
    expect((await load(user)).profile_image).toBeNull();
  });

  it('refuses a PNG laid out right whose pixel data does not decode (the decoder has the last word)', async () => {
    const { user } = await trainerUser('Bad Pixels', 'bad-pixels');
    // IHDR is bytes 8..33; the first IDAT follows it. Same length, valid CRC, nonsense inside.
    const at = 33;
    const length = new DataView(PNG_IMAGE.buffer).getUint32(at);
    expect(new TextDecoder().decode(PNG_IMAGE.subarray(at + 4, at + 8))).toBe('IDAT');
    const garbage = new TextEncoder().encode('x'.repeat(length));
    const broken = new Uint8Array([
      ...PNG_IMAGE.subarray(0, at),
      ...pngChunk('IDAT', garbage),
      ...PNG_IMAGE.subarray(at + 12 + length),
    ]);
    const res = await upload(user, broken);
    expect(res.status).toBe(400);
    expect((await load(user)).profile_image).toBeNull();
  });

  it('accepts lossless WebP too, and refuses a picture larger than 2048 pixels before decoding it', async () => {
    const { user } = await trainerUser('Lo Less', 'lo-less');
    expect((await upload(user, WEBP_LOSSLESS_IMAGE)).status).toBe(200);
    // The header says 5000 × 16: refused as too large, whatever follows.
    const wide = PNG_IMAGE.slice();
    new DataView(wide.buffer).setUint32(16, 5000);
    const header = pngChunk('IHDR', wide.subarray(16, 29));
    const declaredWide = new Uint8Array([...PNG_IMAGE.subarray(0, 8), ...header, ...PNG_IMAGE.subarray(33)]);
    const res = await upload(user, declaredWide);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toEqual({
      photo: 'Photo must be at most 2048 × 2048 pixels',
    });
  });

  it('refuses files over 2 MB with 413 (declared or streamed) and keeps the old photo', async () => {
    const { user } = await trainerUser('Big File', 'big-file');
    const good = (await (await upload(user, PNG)).json()) as PhotoResponse;
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(user, big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.message).toBe('Photo must be at most 2 MB');

    // Without a Content-Length (chunked), the limit applies while reading.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(big.slice(0, 1024 * 1024));
        controller.enqueue(big.slice(1024 * 1024));
        controller.close();
      },
    });
    const streamed = await upload(user, stream);
    expect(streamed.status).toBe(413);
    expect((await load(user)).profile_image).toBe(good.profile_image);

    // Exactly 2 MB is fine.
    expect((await upload(user, pngOfSize(2 * 1024 * 1024))).status).toBe(200);
  });

  it('stores nothing for a user without a trainer profile', async () => {
    const learner = await createUser();
    const unique = new Uint8Array([...PNG, 42, 42, 42]);
    const res = await upload(learner, unique);
    expect(res.status).toBe(404);
    expect(await env.IMAGES.head(`${await sha256(unique)}.png`)).toBeNull();
    expect(await row('SELECT profile_image FROM profiles WHERE id = ?', learner.id)).toEqual({ profile_image: null });
  });

  it('answers unknown and malformed image keys with 404', async () => {
    expect((await callWorker(`/api/images/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await callWorker('/api/images/..%2F..%2Fsecret')).status).toBe(404);
    expect((await callWorker(`/api/images/${'a'.repeat(64)}.svg`)).status).toBe(404);
  });
});

describe('completeness in GET /api/me', () => {
  it('reports the score and missing items, reaching 100 when everything is filled', async () => {
    const { user, trainerId } = await trainerUser('Full Marks', 'full-marks');
    const me = async () => ((await (await callJson('/api/me', { headers: user.auth })).json()) as MeResponse).trainer;
    expect((await me())?.completeness).toMatchObject({ score: 0, done: [] });
    await saveOk(user, {
      bio: 'Bio',
      headline: 'Coach',
      description: 'Add your description here',
      whatsapp_number: '5550102030',
    });
    expect((await me())?.completeness.missing.map((m) => m.key)).toEqual(['photo', 'description', 'service']);
    await saveOk(user, { description: 'Real description' });
    await env.DB.prepare("INSERT INTO services (trainer_id, title) VALUES (?, 'S')").bind(trainerId).run();
    await upload(user, PNG);
    expect((await me())?.completeness).toEqual({
      score: 100,
      done: ['photo', 'bio', 'description', 'headline', 'service', 'contact'],
      missing: [],
    });
  });
});

describe('authorization matrix: /api/me/trainer/*', () => {
  it('owner only; other trainers act on their own records; admin has no override; banned 403', async () => {
    const { user: owner } = await trainerUser('Matrix Owner', 'matrix-owner');
    const { user: otherUser } = await trainerUser('Matrix Other', 'matrix-other');
    const actors = {
      owner,
      otherUser,
      user: await createUser(),
      admin: await createUser({ admin: true }),
      banned: await createUser({ banned: true }),
    };
    // The banned user also has a trainer profile: the ban must win.
    await createTrainer(actors.banned, { slug: 'matrix-banned' });
    const ownerService = (
      (await (
        await callJson('/api/me/trainer/services', { method: 'POST', headers: owner.auth, json: { title: 'Owned' } })
      ).json()) as ServiceResponse
    ).service.id;
    const versions = { owner: (await load(owner)).version, otherUser: (await load(otherUser)).version };
    const form = (role: string) => ({
      version: versions[role as keyof typeof versions] ?? 1,
      full_name: role === 'owner' ? 'Matrix Owner' : 'Matrix Other',
    });

    await runAuthzMatrix(
      [
        {
          name: 'GET profile',
          method: 'GET',
          path: '/api/me/trainer/profile',
          expect: { anonymous: 401, user: 404, owner: 200, otherUser: 200, admin: 404, banned: 403 },
        },
        {
          name: 'PUT profile',
          method: 'PUT',
          path: '/api/me/trainer/profile',
          json: form,
          expect: { anonymous: 401, user: 404, owner: 200, otherUser: 200, admin: 404, banned: 403 },
        },
        {
          name: 'POST service',
          method: 'POST',
          path: '/api/me/trainer/services',
          json: { title: 'New' },
          expect: { anonymous: 401, user: 404, owner: 201, otherUser: 201, admin: 404, banned: 403 },
        },
        {
          name: "PUT the owner's service",
          method: 'PUT',
          path: `/api/me/trainer/services/${ownerService}`,
          json: { title: 'Changed', version: 1 },
          expect: { anonymous: 401, user: 404, otherUser: 404, admin: 404, banned: 403, owner: 200 },
        },
        {
          name: "DELETE the owner's service",
          method: 'DELETE',
          path: `/api/me/trainer/services/${ownerService}`,
          expect: { anonymous: 401, user: 404, otherUser: 404, admin: 404, banned: 403, owner: 200 },
        },
        {
          name: 'PUT photo',
          method: 'PUT',
          path: '/api/me/trainer/photo',
          body: PNG,
          expect: { anonymous: 401, user: 404, owner: 200, otherUser: 200, admin: 404, banned: 403 },
        },
        {
          name: 'GET image (public)',
          method: 'GET',
          path: `/api/images/${await sha256(PNG)}.png`,
          expect: { anonymous: 200, user: 200, owner: 200, admin: 200 },
        },
      ],
      actors,
    );
    expect(await row('SELECT title FROM services WHERE id = ?', ownerService)).toBeNull();
  });
});
