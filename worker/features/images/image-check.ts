import { type ImageSize, imageLayout } from './image-layout';
import { type ImageExtension, sniffImageType } from './images';

export type ImageCheck =
  | { ok: true; type: { ext: ImageExtension; contentType: string }; size: ImageSize }
  | { ok: false; problem: 'not_an_image' | 'too_many_pixels' };

/**
 * One whole JPEG, PNG or WebP and nothing else: magic bytes, layout end to end, size checked before decoding
 * (no bomb), every pixel decoded. Metadata stays: the image is only served as its type with `nosniff`.
 */
export async function checkImage(bytes: Uint8Array, maxSide: number): Promise<ImageCheck> {
  const type = sniffImageType(bytes);
  const size = type && imageLayout(bytes, type.ext);
  if (!type || !size) return { ok: false, problem: 'not_an_image' };
  if (size.width > maxSide || size.height > maxSide) return { ok: false, problem: 'too_many_pixels' };
  try {
    const { decodeImage } = await import('./image-decoders');
    const decoded = await decodeImage(bytes, type.ext);
    if (decoded.width !== size.width || decoded.height !== size.height) return { ok: false, problem: 'not_an_image' };
  } catch {
    return { ok: false, problem: 'not_an_image' };
  }
  return { ok: true, type, size };
}
