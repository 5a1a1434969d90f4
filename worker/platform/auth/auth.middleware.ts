import { createMiddleware } from 'hono/factory';
import { AUTH_MESSAGES } from '#shared/api/auth';
import type { Actor } from '#worker/actor';
import type { AppEnv, AuthedEnv } from '#worker/app-env';
import type { Database } from '#worker/db/client';
import { withLeadingRead } from '#worker/db/leading-read';
import { ApiError } from '#worker/lib/errors';
import { type AccessClaims, verifyAccessToken } from './access-token';
import { actorQuery, loadActor, toActor } from './actor.repository';

/** Resolves the token's actor; who may do what: worker/features/auth/README.md and decision 006. */
export async function resolveActor(env: Env, db: Database, header: string | undefined) {
  const claims = await verifiedClaims(env, header);
  if (!claims) return undefined;
  return allowedActor(await loadActor(db, claims.userId, claims.sessionId), false);
}

/** The access token's claims (401 when it is invalid or expired); undefined without a token. */
async function verifiedClaims(env: Env, header: string | undefined): Promise<AccessClaims | undefined> {
  if (!header?.startsWith('Bearer ')) return undefined;
  const claims = await verifyAccessToken(env.JWT_SECRET, header.slice('Bearer '.length).trim());
  if (!claims) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.sessionExpired);
  return claims;
}

/** The actor if it may act (and, with `admin`, administer); the error to answer otherwise. */
function allowedActor(actor: Actor | null, admin: boolean): Actor {
  if (!actor) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.sessionExpired);
  if (actor.isBanned) throw new ApiError(403, 'account_suspended', AUTH_MESSAGES.suspended);
  if (admin && !actor.isAdmin) throw new ApiError(403, 'forbidden', AUTH_MESSAGES.adminOnly);
  return actor;
}

/** Marks middleware that reads the access token, so api-fuzz can tell which endpoints judge one. */
export const READS_ACCESS_TOKEN = Symbol.for('trainer-marketplace.reads-access-token');
function readsAccessToken<Middleware extends object>(middleware: Middleware): Middleware {
  return Object.assign(middleware, { [READS_ACCESS_TOKEN]: true });
}

/** Attaches the actor when a token is sent; a token sent is judged (401, banned 403), not ignored. */
export const optionalUser = readsAccessToken(
  createMiddleware<AppEnv>(async (c, next) => {
    const actor = await resolveActor(c.env, c.get('db'), c.req.header('authorization'));
    if (actor) c.set('actor', actor);
    await next();
  }),
);

export const requireUser = readsAccessToken(
  createMiddleware<AuthedEnv>(async (c, next) => {
    const actor = await resolveActor(c.env, c.get('db'), c.req.header('authorization'));
    if (!actor) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.signInRequired);
    c.set('actor', actor);
    await next();
  }),
);

export const requireAdmin = readsAccessToken(
  createMiddleware<AuthedEnv>(async (c, next) => {
    const actor = await resolveActor(c.env, c.get('db'), c.req.header('authorization'));
    if (!actor) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.signInRequired);
    if (!actor.isAdmin) throw new ApiError(403, 'forbidden', AUTH_MESSAGES.adminOnly);
    c.set('actor', actor);
    await next();
  }),
);

/**
 * `requireUser` / `requireAdmin` for GET routes, checked in the handler's first batch (decision 061).
 * Nothing leaves unless the check passed; the actor's fields other than id and session throw until it has run.
 */
function deferredActorCheck(admin: boolean) {
  const plain = admin ? requireAdmin : requireUser;
  return createMiddleware<AuthedEnv>(async (c, next) => {
    if (c.req.method !== 'GET') return plain(c, next);
    const claims = await verifiedClaims(c.env, c.req.header('authorization'));
    if (!claims) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.signInRequired);
    const { userId, sessionId } = claims;
    let checked: Actor | undefined;
    const db = c.get('db');
    c.set(
      'db',
      withLeadingRead(db, actorQuery(db, userId, sessionId), (rows) => {
        checked = allowedActor(toActor(rows, sessionId), admin);
      }),
    );
    c.set(
      'actor',
      pendingActor(userId, sessionId, () => checked),
    );
    await next();
    checked ??= allowedActor(await loadActor(db, userId, sessionId), admin);
  });
}

export const requireUserRead = readsAccessToken(deferredActorCheck(false));
export const requireAdminRead = readsAccessToken(deferredActorCheck(true));

/** An actor whose id and session are known and whose other fields wait for the check. */
function pendingActor(id: string, sessionId: string, checked: () => Actor | undefined): Actor {
  const field = <K extends keyof Actor>(key: K): Actor[K] => {
    const actor = checked();
    if (!actor) throw new Error(`actor.${key} is read before the access check ran (requireUserRead)`);
    return actor[key];
  };
  return {
    id,
    sessionId,
    get email() {
      return field('email');
    },
    get fullName() {
      return field('fullName');
    },
    get createdAt() {
      return field('createdAt');
    },
    get isAdmin() {
      return field('isAdmin');
    },
    get isBanned() {
      return field('isBanned');
    },
    get emailVerified() {
      return field('emailVerified');
    },
  };
}
