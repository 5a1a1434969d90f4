import { errors, jwtVerify, SignJWT } from 'jose';
import { ISSUER, signingKey } from '#worker/platform/auth/access-token';

// A browser cannot set Authorization on a WebSocket, so the access token never goes in the socket's
// address: the signed-in tab asks for a ticket (POST, with its token) and opens the socket with it.
// A ticket is signed like the access token but for another audience (neither passes for the other),
// lives a minute, names the user and session, and opens one socket (its id, `jti`, is used once).

export const LIVE_TICKET_TTL_SECONDS = 60;
const AUDIENCE = 'trainer-marketplace-live';

export interface LiveTicketClaims {
  userId: string;
  sessionId: string;
}

export interface LiveAdmission extends LiveTicketClaims {
  ticketId: string;
  /** Epoch ms. */
  expiresAt: number;
}

export async function signLiveTicket(secret: string | undefined, claims: LiveTicketClaims, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + LIVE_TICKET_TTL_SECONDS;
  const ticket = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signingKey(secret));
  return { ticket, expiresAt: expiresAt * 1000 };
}

/** The ticket's claims, or null when it is not one of ours, not a live ticket, or expired. */
export async function verifyLiveTicket(secret: string | undefined, ticket: string): Promise<LiveAdmission | null> {
  const key = signingKey(secret);
  try {
    const { payload } = await jwtVerify(ticket, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'sid', 'jti', 'exp', 'iat'],
    });
    const { sub, sid, jti, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') {
      return null;
    }
    return { userId: sub, sessionId: sid, ticketId: jti, expiresAt: exp * 1000 };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
