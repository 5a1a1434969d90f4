/** The largest side written into a post's `<img width height>` (the sanitisers keep at most 4 digits). */
const MAX_SIDE = 4096;

export interface ImageSize {
  width: number;
  height: number;
}

/** A picture's size as `width`/`height` attributes: its own, scaled down to MAX_SIDE (the aspect is what counts). */
export function attributeSize(width: number, height: number): ImageSize | null {
  if (!(width > 0 && height > 0)) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The size of the picture at `url`, for the width and height an editor writes on its `<img>` (the
 * page then reserves its box: no layout shift), or null when it does not load within `timeoutMs`
 * (a slow or unreachable host must not hold up the editor; the image goes in without them).
 */
export function naturalSize(url: string, timeoutMs = 3000): Promise<ImageSize | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const finish = (size: ImageSize | null) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(size);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    image.onload = () => finish(attributeSize(image.naturalWidth, image.naturalHeight));
    image.onerror = () => finish(null);
    image.src = url;
  });
}
