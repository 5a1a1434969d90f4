// PBKDF2-SHA256 through WebCrypto, so it runs in workerd and in the Node seed (which imports this file alone).
// Production Workers reject PBKDF2 above 100,000 iterations; parameters travel with the hash (decision 005).
export const PBKDF2_MAX_ITERATIONS = 100_000;
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS) {
    throw new Error(`PBKDF2 iterations must be between 1 and at most ${PBKDF2_MAX_ITERATIONS}`);
  }
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(
  password: string,
  options: { iterations?: number; salt?: Uint8Array<ArrayBuffer> } = {},
): Promise<string> {
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `pbkdf2-sha256$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Constant-time comparison of two byte strings of any length. */
function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Verified against when there is no usable hash, so that costs the same PBKDF2 work as a real one. */
const NO_HASH_SALT = new Uint8Array(SALT_BYTES);

/** Every call costs one PBKDF2 derivation, even with nothing to match: sign-in must not time apart the reasons. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText, extra] = stored?.split('$') ?? [];
  const iterations = Number(iterationsText);
  const usable =
    scheme === 'pbkdf2-sha256' &&
    Number.isInteger(iterations) &&
    iterations >= 1 &&
    iterations <= PBKDF2_MAX_ITERATIONS &&
    saltText !== undefined &&
    hashText !== undefined &&
    extra === undefined;
  if (usable) {
    try {
      const expected = fromBase64(hashText);
      return timingSafeEqual(await derive(password, fromBase64(saltText), iterations), expected);
    } catch {
      // Not base64: as unusable as no hash at all (below).
    }
  }
  await derive(password, NO_HASH_SALT, PBKDF2_ITERATIONS);
  return false;
}
