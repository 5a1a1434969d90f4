import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthedEnv } from '../../app-env';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { AUTH_MESSAGES } from '../../shared/api/auth';
import { verifyAccessToken } from './access-token';
import { loadActor } from './users.repository';

/**
 * Who may do what is decided here and in the repositories' ownership checks:
 * - anonymous: public reads and public writes (newsletter, contact, events);
 * - `requireUser`: a signed-in, unbanned user with a live session;
 * - `requireAdmin`: the same plus an admin row in user_roles, read from D1 on every request.
 */
export async function resolveActor(env: Env, db: Database, header: string | undefined) {
  if (!header?.startsWith('Bearer ')) return undefined;
  const claims = await verifyAccessToken(env.JWT_SECRET, header.slice('Bearer '.length).trim());
  if (!claims) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.sessionExpired);
  const actor = await loadActor(db, claims.userId, claims.sessionId);
  if (!actor) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.sessionExpired);
  if (actor.isBanned) throw new ApiError(403, 'account_suspended', AUTH_MESSAGES.suspended);
  return actor;
}

/** Attaches the actor when a valid token is sent; anonymous requests pass through. */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const actor = await resolveActor(c.env, c.get('db'), c.req.header('authorization'));
  if (actor) c.set('actor', actor);
  await next();
});

export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  const actor = await resolveActor(c.env, c.get('db'), c.req.header('authorization'));
  if (!actor) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.signInRequired);
  c.set('actor', actor);
  await next();
});

export const requireAdmin = createMiddleware<AuthedEnv>(async (c, next) => {
  const actor = await resolveActor(c.env, c.get('db'), c.req.header('authorization'));
  if (!actor) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.signInRequired);
  if (!actor.isAdmin) throw new ApiError(403, 'forbidden', AUTH_MESSAGES.adminOnly);
  c.set('actor', actor);
  await next();
});
