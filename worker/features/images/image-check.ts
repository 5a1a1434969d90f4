import { type ImageSize, imageLayout } from './image-layout';
import { type ImageExtension, sniffImageType } from './images';

export type ImageCheck =
  | { ok: true; type: { ext: ImageExtension; contentType: string }; size: ImageSize }
  | { ok: false; problem: 'not_an_image' | 'too_many_pixels' };

/**
 * Whether the bytes are one whole JPEG, PNG or WebP image and nothing else: the type by its magic
 * bytes, its layout from first byte to last (image-layout.ts: nothing appended), a size within
 * `maxSide` (checked before decoding, so a small file declaring a huge image is not expanded), and
 * every pixel decoded by the format's real decoder (image-decoders.ts), at the size the header
 * states. Metadata inside a valid image (a PNG text chunk, JPEG comment) stays: the image is only
 * ever served as its image type with `nosniff`.
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
