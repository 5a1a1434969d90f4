import { fitWithin } from './photo-file';

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Redraws the photo at most 512 px on its longest side. Every photo is redrawn, even a small one:
 * the upload then carries no camera metadata (EXIF location), and EXIF rotation is applied by
 * createImageBitmap, so the stored pixels are the way the trainer saw them. WebP where the browser
 * can encode it (others silently give PNG), else JPEG on white (a PNG's transparency would go black).
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const webp = await canvasBlob(canvas, 'image/webp', 0.85);
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await canvasBlob(canvas, 'image/jpeg', 0.88);
    if (!jpeg) throw new Error('The photo could not be encoded');
    return jpeg;
  } finally {
    bitmap.close();
  }
}
