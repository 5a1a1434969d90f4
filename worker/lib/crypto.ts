import { base64url } from 'jose';

/** Random opaque token (unpadded base64url, 256 bits). */
export function randomToken(bytes = 32): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Unpadded base64url: its alphabet only, and never a length no byte string encodes to. */
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Null for anything but exact unpadded base64url, so one value has one text; forged input reads as "not valid". */
export function bytesOfBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  let bytes: Uint8Array;
  try {
    bytes = base64url.decode(text);
  } catch {
    return null;
  }
  return base64url.encode(bytes) === text ? bytes : null;
}

export async function sha256HexBytes(bytes: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function sha256Hex(text: string): Promise<string> {
  return sha256HexBytes(new TextEncoder().encode(text));
}
