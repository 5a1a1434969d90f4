import type { ImageExtension } from './images';

// Decoders stop at the image's end and ignore what follows, so checking the layout end to end is what refuses
// an image with something appended (an HTML page, say).
export type ImageSize = { width: number; height: number };

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 0x10000;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

function pngLayout(b: Uint8Array): ImageSize | null {
  let at = 8;
  let size: ImageSize | null = null;
  let imageData = false;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > b.length) return null;
    if (at === 8) {
      if (type !== 'IHDR' || length !== 13) return null;
      size = { width: u32be(b, at + 8), height: u32be(b, at + 12) };
    } else if (type === 'IDAT') {
      imageData = true;
    } else if (type === 'IEND') {
      return length === 0 && end === b.length && imageData ? size : null;
    }
    at = end;
  }
  return null;
}

const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

function jpegLayout(b: Uint8Array): ImageSize | null {
  let at = 2;
  let size: ImageSize | null = null;
  let scanned = false;
  while (at < b.length) {
    if (b[at] !== 0xff) return null;
    while (b[at] === 0xff) at++; // fill bytes
    const marker = b[at] ?? -1;
    at++;
    if (marker === 0xd9) return at === b.length && size && scanned ? size : null;
    if (marker === 0x01 || isRestart(marker)) continue;
    if (marker < 0xc0 || marker === 0xd8) return null;
    const length = u16be(b, at);
    if (length < 2 || at + length > b.length) return null;
    if (JPEG_FRAMES.has(marker)) {
      if (size || length < 8) return null;
      size = { height: u16be(b, at + 3), width: u16be(b, at + 5) };
    }
    at += length;
    if (marker === 0xda) {
      if (!size) return null;
      scanned = true;
      // Entropy-coded data runs to the next marker: an 0xff not followed by a stuffed 0x00 or a restart.
      while (at < b.length && !(b[at] === 0xff && b[at + 1] !== 0x00 && !isRestart(b[at + 1] ?? 0))) at++;
    }
  }
  return null;
}

function webpLayout(b: Uint8Array): ImageSize | null {
  if (b.length < 20 || u32le(b, 4) + 8 !== b.length || ascii(b, 8, 4) !== 'WEBP') return null;
  let at = 12;
  let size: ImageSize | null = null;
  while (at + 8 <= b.length) {
    const type = ascii(b, at, 4);
    const length = u32le(b, at + 4);
    const data = at + 8;
    const end = data + length + (length % 2);
    if (!/^[A-Z0-9 ]{4}$/.test(type) || end > b.length) return null;
    if (at === 12) {
      if (type === 'VP8 ' && length >= 10 && b[data + 3] === 0x9d && b[data + 4] === 0x01 && b[data + 5] === 0x2a) {
        size = { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
      } else if (type === 'VP8L' && length >= 5 && b[data] === 0x2f) {
        const bits = u32le(b, data + 1);
        size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      } else if (type === 'VP8X' && length >= 10) {
        size = { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
      } else {
        return null;
      }
    }
    at = end;
  }
  return at === b.length ? size : null;
}

export function imageLayout(bytes: Uint8Array, ext: ImageExtension): ImageSize | null {
  const size = ext === 'png' ? pngLayout(bytes) : ext === 'jpg' ? jpegLayout(bytes) : webpLayout(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
