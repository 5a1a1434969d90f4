import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import type { RouterRoute } from 'hono/types';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as z from 'zod';
import { loadApiRoutes } from '#worker/app';
import { OPENS_WEBSOCKET } from '#worker/lib/csrf';
import { VALIDATES, type ValidatedInput } from '#worker/lib/validate';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '#worker/platform/auth/access-token';
import { READS_ACCESS_TOKEN } from '#worker/platform/auth/auth.middleware';
import { createTrainer, createUser, freshIp, type TestUser } from './fixtures';
import { boundaryValues, type FuzzBody, fieldLimits, fuzzBody, fuzzQuery, fuzzString, schemaKeys } from './fuzz-inputs';
import { callWorker } from './http';

/**
 * Property-based fuzzing of every endpoint the API has (read from its loaded route groups, so a new
 * endpoint is covered without touching this file), as anonymous, user and admin callers.
 * Properties: never a 5xx; every error is `{error:{code,message,fields?}}` as JSON; a refused
 * request writes nothing. CI runs a fixed seed; locally `FUZZ_RUNS=5000 FUZZ_SEED=123 npm run
 * test:worker -- api-fuzz` runs more. On failure fast-check prints the seed and the shrunk case.
 */
// 100 runs per endpoint in every `npm test` (over a hundred endpoints, three roles and a banned
// caller); FUZZ_RUNS asks for more, e.g. 2000 before a release.
const RUNS = Number(env.FUZZ_RUNS) || 100;
const SEED = Number(env.FUZZ_SEED) || 20_261_122;

const errorBodySchema = z
  .object({
    error: z
      .object({
        code: z.string().min(1),
        message: z.string().min(1),
        fields: z.record(z.string(), z.string()).optional(),
      })
      .strict(),
  })
  .strict();

interface Endpoint {
  method: string;
  path: string;
  /** One of its middleware reads the access token (auth.middleware.ts): a banned user's is refused there. */
  readsToken: boolean;
  /** It admits WebSocket handshakes only (lib/csrf.ts): half its requests ask for the upgrade. */
  opensWebSocket: boolean;
  /** The fields each request part is validated for, read from the route's `validate()` middleware. */
  inputs: Partial<Record<ValidatedInput['target'], string[]>>;
  /** The schemas themselves, for the limits they state. */
  schemas: Partial<Record<ValidatedInput['target'], ZodType>>;
}

const readsToken = (route: RouterRoute) =>
  (route.handler as { [READS_ACCESS_TOKEN]?: boolean })[READS_ACCESS_TOKEN] === true;
const opensWebSocket = (route: RouterRoute) =>
  (route.handler as { [OPENS_WEBSOCKET]?: boolean })[OPENS_WEBSOCKET] === true;

/** Whether a middleware-only entry (`.use()`, method ALL) runs for requests to `path`. */
function coversPath(middlewarePath: string, path: string): boolean {
  if (middlewarePath === '*' || middlewarePath === '/*') return true;
  return middlewarePath.endsWith('/*') ? path.startsWith(middlewarePath.slice(0, -1)) : path === middlewarePath;
}

/**
 * Every (method, path) the app answers, without middleware-only entries. A `.use()` runs for an
 * endpoint registered after it only: one registered before it answers first (the live socket's GET,
 * ahead of the messages group's access check).
 */
function endpointsOf(routes: RouterRoute[]): Endpoint[] {
  const tokenMiddleware = routes.flatMap((route, index) =>
    route.method === 'ALL' && readsToken(route) ? [{ path: route.path, index }] : [],
  );
  const byKey = new Map<string, Endpoint>();
  for (const [index, route] of routes.entries()) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const endpoint = byKey.get(key) ?? {
      method: route.method,
      path: route.path,
      readsToken: tokenMiddleware.some(
        (middleware) => middleware.index < index && coversPath(middleware.path, route.path),
      ),
      opensWebSocket: false,
      inputs: {},
      schemas: {},
    };
    if (readsToken(route)) endpoint.readsToken = true;
    if (opensWebSocket(route)) endpoint.opensWebSocket = true;
    const validated = (route.handler as { [VALIDATES]?: ValidatedInput })[VALIDATES];
    if (validated) {
      endpoint.inputs[validated.target] = schemaKeys(validated.schema);
      endpoint.schemas[validated.target] = validated.schema;
    }
    byKey.set(key, endpoint);
  }
  return [...byKey.values()];
}
const endpoints = endpointsOf(await loadApiRoutes());

type Role = 'anonymous' | 'user' | 'admin' | 'banned';
const actors: Partial<Record<Role, TestUser>> = {};
/** Real values for path parameters, so requests also reach the code behind the lookups. */
const knownParams: Record<string, string> = {};
/** Valid values by field name (a field without any is only ever fuzzed). */
const plausible: Record<string, unknown[]> = {
  rating: [1, 4, 5],
  title: ['Great coach'],
  comment: ['Clear and kind.', undefined],
  reason: ['Spam or advertising', 'Other'],
  details: ['Posted twice'],
  email: ['fuzz@example.com'],
  password: ['password123'],
  fullName: ['Fuzz Person'],
  name: ['Fuzz Person'],
  subject: ['Hello'],
  message: ['Hello there'],
  source_page: ['homepage'],
  platform: ['instagram', 'whatsapp'],
  query: ['yoga'],
  search: ['yoga'],
  source: ['search'],
  referrer: ['https://example.com/'],
  page: ['1', '2'],
  sort: ['rating'],
  category: ['health_wellness', 'all'],
  // Content (blog posts, FAQs, testimonials, review moderation, blog views).
  slug: ['fuzz-post'],
  excerpt: ['A short summary'],
  content: ['<h2>Hi</h2><p>Some <strong>text</strong> and <a href="https://example.com">a link</a></p>'],
  tags: [['coaching', 'tips'], []],
  featured_image: ['https://example.com/a.png', '/api/images/blog/a.png', null],
  is_published: [true, false],
  read_time_minutes: [5, null],
  question: ['How do I pay?'],
  answer: ['By card.'],
  client_name: ['Casey C.'],
  quote: ['Great platform.'],
  client_photo: ['https://example.com/p.jpg', null],
  is_featured: [true, false],
  direction: ['up', 'down'],
  action: ['approve', 'remove'],
  // Analytics events: the client's idempotency key.
  eventId: ['5f0c6d2e-8a41-4b7e-9f3a-2c1d0e9b8a77'],
  // Messages: the text, the browser's id per message (a repeat is a retry), paging.
  body: ['Hello, do you coach beginners?'],
  clientId: ['7a3e9c1d-2b4f-4e6a-8c0d-1f2e3a4b5c6d'],
  serviceId: [null],
  upTo: [1],
  before: ['1000'],
  // Bookings: a request's zone and key, a list's view (start and serviceId are filled in beforeAll).
  timeZone: ['Europe/Berlin', 'America/New_York'],
  idempotencyKey: ['3b8f0a52-7c1e-4d9a-b6e2-5f4c3d2a1b0e'],
  note: ['See you then', undefined],
  as: ['learner', 'trainer'],
  when: ['upcoming', 'past', 'pending'],
};

/**
 * Row counts of every table a request could write, plus the states updates flip. The analytics
 * tables and rate-limit counters are left out: the queue consumer writes the former in the
 * background, and counting a refused attempt is the latter's job.
 */
let fingerprintSql = '';
async function fingerprint(): Promise<string> {
  const row = await env.DB.prepare(fingerprintSql).first();
  return JSON.stringify(row);
}

/**
 * Empties the rate-limit counters (limits are tested elsewhere; here they would only stop requests
 * reaching deeper code) and takes the fingerprint, in one round trip: the fuzz sends tens of thousands.
 */
async function resetLimitsAndFingerprint(): Promise<string> {
  const [, counted] = await env.DB.batch([
    env.DB.prepare('DELETE FROM rate_limit_buckets'),
    env.DB.prepare(fingerprintSql),
  ]);
  return JSON.stringify(counted?.results[0] ?? null);
}

beforeAll(async () => {
  actors.user = await createUser({ fullName: 'Fuzz User' });
  actors.admin = await createUser({ fullName: 'Fuzz Admin', admin: true });
  actors.banned = await createUser({ fullName: 'Fuzz Banned', banned: true });
  const trainer = await createUser({ fullName: 'Fuzz Coach' });
  const trainerId = await createTrainer(trainer, { slug: 'fuzz-coach', services: [{ title: 'Session', price: 40 }] });
  const reviewer = await createUser();
  const review = await env.DB.prepare(
    "INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, 4, 'Seeded') RETURNING id",
  )
    .bind(trainerId, reviewer.id)
    .first<{ id: number }>();
  Object.assign(knownParams, { slug: 'fuzz-coach', trainerId: String(trainerId), reviewId: String(review?.id ?? 1) });
  // Content rows with id 1, so /:id paths reach the code behind the lookups.
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO blog_posts (title, slug, excerpt, content, is_published, published_at)
       VALUES ('Fuzz post', 'fuzz-post', 'Summary', '<p>Body</p>', 1, '2026-01-01T00:00:00.000Z')`,
    ),
    env.DB.prepare("INSERT INTO faqs (question, answer, category) VALUES ('Fuzz?', 'Yes.', 'General')"),
    env.DB.prepare("INSERT INTO testimonials (client_name, quote) VALUES ('Fuzz Client', 'Fine.')"),
  ]);
  plausible.trainerId = [trainerId];
  // Online booking for the coach (every hour open), and a request of the fuzzed user's, so booking
  // requests and /api/bookings/:bookingId reach the code behind the lookups.
  const open = JSON.stringify(
    Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
        day,
        [{ start: '00:00', end: '24:00' }],
      ]),
    ),
  );
  const service = await env.DB.prepare(
    'UPDATE services SET bookable = 1 WHERE trainer_id = ? RETURNING id, title, duration_minutes, price, currency',
  )
    .bind(trainerId)
    .first<{ id: number; title: string; duration_minutes: number; price: number; currency: string }>();
  await env.DB.prepare("INSERT INTO trainer_availability (trainer_id, time_zone, weekly) VALUES (?, 'UTC', ?)")
    .bind(trainerId, open)
    .run();
  const bookedStart = new Date(`${new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)}T09:00:00.000Z`);
  const booking = await env.DB.prepare(
    `INSERT INTO bookings (trainer_id, learner_user_id, service_id, service_title, duration_minutes, price, currency,
       start_at, end_at, learner_time_zone, idempotency_key, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'UTC', ?, ?) RETURNING id`,
  )
    .bind(
      trainerId,
      actors.user.id,
      service?.id,
      service?.title,
      service?.duration_minutes,
      service?.price,
      service?.currency,
      bookedStart.toISOString(),
      new Date(bookedStart.getTime() + (service?.duration_minutes ?? 60) * 60_000).toISOString(),
      crypto.randomUUID(),
      new Date(Date.now() + 86_400_000).toISOString(),
    )
    .first<{ id: number }>();
  knownParams.bookingId = String(booking?.id ?? 1);
  plausible.serviceId = [null, service?.id];
  plausible.start = [new Date(bookedStart.getTime() + 86_400_000).toISOString(), bookedStart.toISOString()];
  // The fuzzed user's conversation with the coach, so message paths reach the code behind the participant check.
  const conversation = await env.DB.prepare(
    'INSERT INTO conversations (learner_user_id, trainer_id) VALUES (?, ?) RETURNING id',
  )
    .bind(actors.user.id, trainerId)
    .first<{ id: number }>();
  const message = await env.DB.prepare(
    "INSERT INTO messages (conversation_id, sender_user_id, client_id, body) VALUES (?, ?, 'fuzz-seed', 'Hi') RETURNING id",
  )
    .bind(conversation?.id, trainer.id)
    .first<{ id: number }>();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO conversation_participants (conversation_id, user_id, role) VALUES (?1, ?2, 'learner'), (?1, ?3, 'trainer')",
    ).bind(conversation?.id, actors.user.id, trainer.id),
    env.DB.prepare('UPDATE conversations SET last_message_id = ? WHERE id = ?').bind(message?.id, conversation?.id),
  ]);
  const messageReport = await env.DB.prepare(
    "INSERT INTO message_reports (message_id, reporter_user_id, reason) VALUES (?, ?, 'Spam or advertising') RETURNING id",
  )
    .bind(message?.id, actors.user.id)
    .first<{ id: number }>();
  Object.assign(knownParams, {
    conversationId: String(conversation?.id ?? 1),
    messageId: String(message?.id ?? 1),
    reportId: String(messageReport?.id ?? 1),
  });

  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'
       AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'
       AND name NOT LIKE 'trainer_search%'
       AND name NOT IN ('rate_limit_buckets', 'trainer_profile_views', 'trainer_social_clicks', 'search_queries',
                        'dead_letter_events', 'blog_post_views')`,
  ).all<{ name: string }>();
  const counts = results.map(({ name }) => `(SELECT count(*) FROM "${name}") AS "${name}"`);
  fingerprintSql = `SELECT ${[
    ...counts,
    '(SELECT count(*) FROM sessions WHERE revoked_at IS NOT NULL) AS revoked_sessions',
    '(SELECT group_concat(status || is_featured || identity_verified) FROM trainers) AS trainer_states',
    '(SELECT count(*) FROM user_bans WHERE is_active = 1) AS active_bans',
  ].join(', ')}`;
});

interface FuzzCase {
  role: Role;
  params: Record<string, string>;
  query: [string, string][];
  body: FuzzBody;
  sameOrigin: boolean;
  /** Asks for a WebSocket (only for endpoints that open one; the others' cases stay as they were). */
  upgrade?: boolean;
}

function paramNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
}

function caseFor({ path, inputs, opensWebSocket }: Endpoint): fc.Arbitrary<FuzzCase> {
  const params = Object.fromEntries(
    paramNames(path).map((name) => [
      name,
      fc.oneof({ weight: 4, arbitrary: fc.constant(knownParams[name] ?? '1') }, { weight: 1, arbitrary: fuzzString }),
    ]),
  );
  return fc.record({
    role: fc.constantFrom<Role>('anonymous', 'user', 'user', 'admin', 'admin', 'banned'),
    params: fc.record(params),
    query: fuzzQuery(inputs.query ?? [], plausible),
    body: fuzzBody(inputs.json ?? [], plausible),
    sameOrigin: fc.boolean(),
    ...(opensWebSocket ? { upgrade: fc.boolean() } : {}),
  });
}

/** Percent-encodes a path segment; a lone surrogate becomes the invalid UTF-8 it would be on the wire. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function buildRequest(method: string, path: string, fuzz: FuzzCase): [string, RequestInit] {
  const url =
    path.replace(/:(\w+)/g, (_match, name: string) => pathSegment(fuzz.params[name] ?? '')) +
    (fuzz.query.length ? `?${new URLSearchParams(fuzz.query)}` : '');
  const headers = new Headers({ 'cf-connecting-ip': freshIp() });
  const actor = fuzz.role === 'anonymous' ? undefined : actors[fuzz.role];
  if (actor) headers.set('authorization', actor.auth.authorization);
  if (fuzz.sameOrigin) headers.set('origin', 'http://localhost');
  if (fuzz.upgrade) headers.set('upgrade', 'websocket');
  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    if (fuzz.body.kind === 'json') {
      body = JSON.stringify(fuzz.body.value);
      if (body !== undefined) headers.set('content-type', 'application/json');
    } else if (fuzz.body.kind === 'raw') {
      body = fuzz.body.text;
      if (fuzz.body.contentType) headers.set('content-type', fuzz.body.contentType);
    }
  }
  return [url, { method, headers, body }];
}

let tokensSignedAt = 0;

/**
 * Access tokens last 15 minutes, and the whole run takes longer on a busy machine: each caller gets
 * a new token for the same session well before its last one expires, so a late endpoint is fuzzed
 * as that caller rather than as someone whose session ran out.
 */
async function keepTokensFresh(): Promise<void> {
  if (Date.now() - tokensSignedAt < (ACCESS_TOKEN_TTL_SECONDS * 1000) / 3) return;
  for (const actor of Object.values(actors)) {
    const { token } = await signAccessToken(env.JWT_SECRET, { userId: actor.id, sessionId: actor.sessionId });
    actor.token = token;
    actor.auth = { authorization: `Bearer ${token}` };
  }
  tokensSignedAt = Date.now();
}

/**
 * Sends one request and checks the properties every answer must have; and one rule for banned
 * users: where an endpoint reads the access token, a banned user's is 403 `account_suspended`,
 * whatever the rest of the request (only the body-size limit, before any route, answers first).
 */
async function expectSafeAnswer(endpoint: Endpoint, fuzz: FuzzCase): Promise<void> {
  const { method, path } = endpoint;
  await keepTokensFresh();
  const [url, init] = buildRequest(method, path, fuzz);
  const before = await resetLimitsAndFingerprint();
  const res = await callWorker(url, init);
  const text = await res.text();
  expect(res.status, `${url} ${text}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('content-type')).toContain('application/json');
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    expect(parsed.success, text).toBe(true);
    expect(await fingerprint(), `${res.status} ${text}`).toBe(before);
  }
  if (fuzz.role === 'banned' && endpoint.readsToken && res.status !== 413) {
    expect(`${res.status} ${text}`).toMatch(/^403 .*"code":"account_suspended"/);
  }
}

/** Every field's plausible value (where there is one): a request that gets past the first checks. */
function plausibleValues(fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.flatMap((name) => (plausible[name]?.length ? [[name, plausible[name][0]]] : [])));
}

/** Each field whose schema states a limit, at it and one past it, in an otherwise plausible request. */
function boundaryCases({ path, inputs, schemas }: Endpoint): { label: string; fuzz: FuzzCase }[] {
  const role: Role = path.startsWith('/api/admin') ? 'admin' : 'user';
  const params = Object.fromEntries(paramNames(path).map((name) => [name, knownParams[name] ?? '1']));
  const json = plausibleValues(inputs.json ?? []);
  const query = plausibleValues(inputs.query ?? []);
  const asPairs = (values: Record<string, unknown>) =>
    Object.entries(values).map(([key, value]): [string, string] => [key, String(value)]);
  const cases: { label: string; fuzz: FuzzCase }[] = [];
  for (const target of ['json', 'query'] as const) {
    const schema = schemas[target];
    if (!schema) continue;
    for (const [field, limit] of Object.entries(fieldLimits(schema))) {
      for (const { label, value } of boundaryValues(limit)) {
        const body: FuzzBody =
          target === 'json' ? { kind: 'json', value: { ...json, [field]: value } } : { kind: 'json', value: json };
        // A query field goes alone: another filter could leave no row for the condition to run on.
        const pairs = asPairs(target === 'query' ? { [field]: value } : query);
        cases.push({
          label: `${target} ${field} = ${label}`,
          fuzz: { role, params, query: pairs, body, sameOrigin: true },
        });
      }
    }
  }
  return cases;
}

describe('API fuzzing', () => {
  it('finds the endpoints from the router', () => {
    expect(endpoints.length).toBeGreaterThan(15);
    expect(endpoints).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/trainers/:slug/reviews',
        inputs: { param: ['slug'], json: ['rating', 'title', 'comment'] },
      }),
    );
  });

  it('knows which endpoints read the access token, events and the admin group included', () => {
    const reading = (method: string, path: string) => endpoints.find((e) => e.method === method && e.path === path);
    for (const [method, path] of [
      ['POST', '/api/events/profile-view'],
      ['POST', '/api/events/social-click'],
      ['POST', '/api/events/search'],
      ['POST', '/api/events/blog-view'],
      ['POST', '/api/notifications/resubscribe'],
      ['GET', '/api/me'],
      ['GET', '/api/admin/stats'],
    ] as const) {
      expect(reading(method, path)?.readsToken, `${method} ${path}`).toBe(true);
    }
    expect(reading('GET', '/api/trainers')?.readsToken).toBe(false);
    // Registered before the messages group's check, with a ticket instead of a token.
    expect(reading('GET', '/api/messages/live')).toMatchObject({ readsToken: false, opensWebSocket: true });
    expect(reading('POST', '/api/messages/live-ticket')?.readsToken).toBe(true);
    expect(reading('POST', '/api/notifications/unsubscribe')?.readsToken).toBe(false);
  });

  it('reads the limits the schemas state, userText ones included', () => {
    const review = endpoints.find((e) => e.method === 'POST' && e.path === '/api/trainers/:slug/reviews');
    expect(review?.schemas.json && fieldLimits(review.schemas.json)).toEqual({
      rating: { kind: 'number', min: 1, max: 5, integer: true },
      title: { kind: 'text', max: 100 },
      comment: { kind: 'text', max: 500 },
    });
    const faqs = endpoints.find((e) => e.method === 'GET' && e.path === '/api/faqs');
    expect(faqs?.schemas.query && fieldLimits(faqs.schemas.query)).toMatchObject({
      search: { kind: 'text', max: 200 },
    });
  });

  const withLimits = endpoints.filter((endpoint) => boundaryCases(endpoint).length > 0);
  it.each(withLimits)(
    '$method $path: every limited field at its limit and one past it: no 5xx, uniform errors, nothing written when refused',
    async (endpoint) => {
      for (const { label, fuzz } of boundaryCases(endpoint)) {
        try {
          await expectSafeAnswer(endpoint, fuzz);
        } catch (error) {
          throw new Error(`${endpoint.method} ${endpoint.path} with ${label}: ${String(error)}`);
        }
      }
    },
    120_000,
  );

  it.each(endpoints)(
    '$method $path: no 5xx, uniform errors, nothing written when refused',
    async (endpoint) => {
      await fc.assert(
        fc.asyncProperty(caseFor(endpoint), (fuzz) => expectSafeAnswer(endpoint, fuzz)),
        { numRuns: RUNS, seed: SEED, endOnFailure: false },
      );
    },
    120_000,
  );
});
