import { base64url } from 'jose';
import { bytesOfBase64Url } from '#worker/lib/crypto';

// Security: only a request presenting the rotated token can open its successor, and it could claim the session
// within the grace window anyway; the predecessor's hash is bound in, so a moved seal does not open (decision 052).
const INFO = new TextEncoder().encode('trainer-marketplace refresh-token successor v1');
const IV_BYTES = 12;

async function sealingKey(token: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(token), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

/** The successor, sealed for the row of `predecessor` (whose hash is `predecessorHash`). */
export async function sealSuccessor(predecessor: string, predecessorHash: string, successor: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(predecessorHash) },
    await sealingKey(predecessor, 'encrypt'),
    new TextEncoder().encode(successor),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return base64url.encode(out);
}

/** The successor sealed by sealSuccessor, or null when it does not open with this token and row. */
export async function openSuccessor(
  predecessor: string,
  predecessorHash: string,
  sealed: string,
): Promise<string | null> {
  const bytes = bytesOfBase64Url(sealed);
  if (!bytes || bytes.length <= IV_BYTES) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: new TextEncoder().encode(predecessorHash) },
      await sealingKey(predecessor, 'decrypt'),
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
