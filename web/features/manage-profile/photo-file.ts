import { MANAGE_PROFILE_MESSAGES, PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from '#shared/api/manage-profile';

/** The longest side of a stored profile photo: cards show it at 96 px, the profile at 160 px (2x and 3x screens). */
export const PHOTO_MAX_SIDE = 512;

/** The message for a file the worker would refuse anyway, checked before spending time resizing it. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return MANAGE_PROFILE_MESSAGES.photoType;
  if (file.size > PHOTO_MAX_BYTES) return MANAGE_PROFILE_MESSAGES.photoTooLarge;
  return null;
}

/** Scales (width, height) down to fit within `maxSide`, keeping the aspect ratio; never scales up. */
export function fitWithin(width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
