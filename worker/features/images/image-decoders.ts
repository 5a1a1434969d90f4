import JPEG_DECODER from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm';
import decodeJpegWith, { init as initJpeg } from '@jsquash/jpeg/decode';
import PNG_DECODER from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module';
import { decode as decodePngWith, init as initPng } from '@jsquash/png/decode';
import WEBP_DECODER from '@jsquash/webp/codec/dec/webp_dec.wasm';
import decodeWebpWith, { init as initWebp } from '@jsquash/webp/decode';
import type { ImageExtension } from './images';

// The real decoders (jSquash WebAssembly), dynamically imported so no other request pays for loading them.
let ready: Promise<void> | undefined;

function initDecoders(): Promise<void> {
  ready ??= Promise.all([initJpeg(JPEG_DECODER), initPng(PNG_DECODER), initWebp(WEBP_DECODER)]).then(() => undefined);
  return ready;
}

/** Decodes the whole image to pixels; throws when the bytes are not a complete image of that type. */
export async function decodeImage(bytes: Uint8Array, ext: ImageExtension): Promise<{ width: number; height: number }> {
  await initDecoders();
  const buffer = bytes.slice().buffer;
  const image =
    ext === 'jpg'
      ? await decodeJpegWith(buffer)
      : ext === 'png'
        ? await decodePngWith(buffer)
        : await decodeWebpWith(buffer);
  return { width: image.width, height: image.height };
}
