import type { Database } from '#worker/db/client';
import { sha256HexBytes } from '#worker/lib/crypto';
import { UnavailableError } from '#worker/lib/errors';
import { log } from '#worker/platform/log/logger';
import { isPhotoLinked } from './images.repository';

/**
 * Stored images (profile photos) in the IMAGES R2 bucket. A key is the SHA-256 of the bytes plus
 * the extension of the type found in them, so a key never changes meaning: it can be cached for
 * good, and the same file uploaded twice is stored once.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof TYPES;

export const IMAGE_KEY = /^[0-9a-f]{64}\.(jpg|png|webp)$/;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type by its magic bytes (never by the name or the Content-Type the client sent). */
export function sniffImageType(bytes: Uint8Array): { ext: ImageExtension; contentType: string } | null {
  // JPEG: FF D8 FF. PNG: 89 'PNG' CR LF SUB LF. WebP: 'RIFF' <size> 'WEBP'.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: TYPES.jpg };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: TYPES.png };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { ext: 'webp', contentType: TYPES.webp };
  return null;
}

export function imageContentType(key: string): string | null {
  const ext = IMAGE_KEY.exec(key)?.[1] as ImageExtension | undefined;
  return ext ? TYPES[ext] : null;
}

/** The same-origin URL the worker serves a key under (what profiles.profile_image holds). */
export function imageUrl(key: string): string {
  return `/api/images/${key}`;
}

export const PHOTO_STORAGE_UNAVAILABLE =
  'Photo storage is temporarily unavailable, so your current photo is unchanged. Please try again in a minute.';
export const IMAGE_UNAVAILABLE = 'This image is temporarily unavailable. Please try again in a minute.';

/** Stores the bytes under their content-hash key (a no-op overwrite if they are already there). */
export async function storeImage(
  bucket: R2Bucket,
  bytes: Uint8Array,
  type: { ext: ImageExtension; contentType: string },
): Promise<string> {
  const hash = await sha256HexBytes(bytes);
  const key = `${hash}.${type.ext}`;
  try {
    await bucket.put(key, bytes, {
      sha256: hash,
      httpMetadata: { contentType: type.contentType, cacheControl: IMMUTABLE_CACHE_CONTROL },
    });
  } catch (error) {
    // Before the profile points at the new key: the current photo stays.
    throw new UnavailableError(PHOTO_STORAGE_UNAVAILABLE, error);
  }
  return key;
}

/**
 * Removes a stored photo no profile links to any more (an account deleted). Keys are content
 * hashes, so two profiles can share one; a photo still linked elsewhere stays. Never throws: an
 * object left behind is unreachable and harmless.
 */
export async function deleteImageIfUnused(db: Database, bucket: R2Bucket, url: string): Promise<void> {
  const key = url.startsWith('/api/images/') ? url.slice('/api/images/'.length) : null;
  if (!key || !IMAGE_KEY.test(key)) return;
  try {
    if (!(await isPhotoLinked(db, url))) await bucket.delete(key);
  } catch (error) {
    log.error('Photo of a deleted account not removed', { key, error });
  }
}
