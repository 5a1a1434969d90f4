import { env } from 'cloudflare:workers';
import { createDb } from '#worker/db/client';
import { hashPassword } from '#worker/features/auth/password';
import { createSession } from '#worker/features/auth/sessions.repository';
import { signAccessToken } from '#worker/platform/auth/access-token';

export const TEST_PASSWORD = 'password123';
let cachedHash: Promise<string> | undefined;
let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  fullName: string;
  /** A valid access token for a fresh session. */
  token: string;
  sessionId: string;
  refreshToken: string;
  auth: { authorization: string };
}

/** Creates a user (optionally admin, banned, or a trainer) straight in D1 and signs them in. */
export async function createUser(
  options: { fullName?: string; email?: string; admin?: boolean; banned?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const id = crypto.randomUUID();
  const email = options.email ?? `user${counter}-${id.slice(0, 6)}@example.com`;
  const fullName = options.fullName ?? `Test User ${counter}`;
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const statements = [
    env.DB.prepare('INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)').bind(id, email, await cachedHash),
    env.DB.prepare('INSERT INTO profiles (id, full_name, email) VALUES (?, ?, ?)').bind(id, fullName, email),
  ];
  if (options.admin)
    statements.push(env.DB.prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'admin')").bind(id));
  await env.DB.batch(statements);
  const { sessionId, refreshToken } = await createSession(createDb(env.DB), id);
  const { token } = await signAccessToken(env.JWT_SECRET, { userId: id, sessionId });
  if (options.banned) {
    await env.DB.prepare("INSERT INTO user_bans (user_id, reason) VALUES (?, 'test ban')").bind(id).run();
  }
  return { id, email, fullName, token, sessionId, refreshToken, auth: { authorization: `Bearer ${token}` } };
}

/** Creates a trainer profile (approved by default) for a user, with optional services. */
export async function createTrainer(
  user: TestUser,
  options: {
    slug?: string;
    status?: 'pending' | 'approved' | 'rejected';
    services?: { title: string; price: number; category?: string }[];
  } = {},
): Promise<number> {
  const row = await env.DB.prepare('INSERT INTO trainers (user_id, slug, status) VALUES (?, ?, ?) RETURNING id')
    .bind(user.id, options.slug ?? `trainer-${user.id.slice(0, 8)}`, options.status ?? 'approved')
    .first<{ id: number }>();
  const trainerId = row?.id ?? 0;
  for (const service of options.services ?? []) {
    await env.DB.prepare('INSERT INTO services (trainer_id, title, price, category) VALUES (?, ?, ?, ?)')
      .bind(trainerId, service.title, service.price, service.category ?? 'health_wellness')
      .run();
  }
  return trainerId;
}

/**
 * A distinct client IP per call, so rate limits in one test do not leak into another; random per
 * test file too, as files running side by side share the rate limiter binding.
 */
const ipPrefix = `2001:db8:${[...crypto.getRandomValues(new Uint16Array(2))].map((n) => n.toString(16)).join(':')}`;
export function freshIp(): string {
  counter += 1;
  return `${ipPrefix}:${(counter >> 16).toString(16)}:${(counter & 0xffff).toString(16)}`;
}
