import { errors, jwtVerify, SignJWT } from 'jose';

/** Short-lived signed access token (HS256). Issuer, audience, algorithm and expiry are all checked. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Every token this worker signs names it as issuer; each kind has an audience of its own. */
export const ISSUER = 'trainer-marketplace';
const AUDIENCE = 'trainer-marketplace-web';

export function signingKey(secret: string | undefined): Uint8Array {
  if (!secret || secret.length < 32) {
    // A missing or weak secret is a deployment error; fail closed rather than sign weak tokens.
    throw new Error('JWT_SECRET must be set to at least 32 characters');
  }
  return new TextEncoder().encode(secret);
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export async function signAccessToken(secret: string | undefined, claims: AccessClaims, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signingKey(secret));
  return { token, expiresAt };
}

export async function verifyAccessToken(secret: string | undefined, token: string): Promise<AccessClaims | null> {
  const key = signingKey(secret);
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
