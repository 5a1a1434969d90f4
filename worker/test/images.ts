/**
 * Real images for the upload tests: 24 × 16 pixels each, made with the jSquash encoders (mozjpeg,
 * libwebp, the png crate). A file that only starts like an image is not one (images.ts).
 */
const bytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

export const IMAGE_SIZE = { width: 24, height: 16 };
export const JPEG_IMAGE = bytes(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wEEEAANAA0ADQANAA4ADQAOABAAEAAOABQAFgATABYAFAAeABsAGQAZABsAHgAtACAAIgAgACIAIAAtAEQAKgAyACoAKgAyACoARAA8AEkAOwA3ADsASQA8AGwAVQBLAEsAVQBsAH0AaQBjAGkAfQCXAIcAhwCXAL4AtQC+APkA+QFOEQANAA0ADQANAA4ADQAOABAAEAAOABQAFgATABYAFAAeABsAGQAZABsAHgAtACAAIgAgACIAIAAtAEQAKgAyACoAKgAyACoARAA8AEkAOwA3ADsASQA8AGwAVQBLAEsAVQBsAH0AaQBjAGkAfQCXAIcAhwCXAL4AtQC+APkA+QFO/8IAEQgAEAAYAwEiAAIRAQMRAf/EACsAAAMBAAAAAAAAAAAAAAAAAAAEBQYBAQEBAAAAAAAAAAAAAAAAAAUEBv/aAAwDAQACEAMQAAAAzD1198+Eash1X//EABcQAAMBAAAAAAAAAAAAAAAAAAADBGH/2gAIAQEAAT8AXHguPBceC48Fx4Ljw//EABoRAAICAwAAAAAAAAAAAAAAAAAEAgMhMWH/2gAIAQIBAT8Ate6Sezs//8QAGhEAAgIDAAAAAAAAAAAAAAAAACIBBQMEMf/aAAgBAwEBPwDRsuMYbJIY/9k=',
);
export const PNG_IMAGE = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAYAAAAMJL+VAAADY0lEQVR4Ae3gAZAkSZIkSRKLqpm7R0REZmZmVlVVVVV3d3d3d/fMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMdHd3d3dXV1VVVVVmZkZGRIS7m5kKz0xmV3d1d3dPz8zMzMxMouCPvQFsABvABrABbAAbwAawAWwAG8AGsAFsABvABrABbAAbwAawAWwAG4A49sfeADaADWAD2AA2gA1gA9gANoANYAPYADaADWAD2AA2gA1gA9gANoANQNzyx94ANoANYAPYADaADWAD2AA2gA1gA9gANoANYAPYADaADWAD2AA2gA1AvMQfewPYADaADWAD2AA2gA1gA9gANoANYAPYADaADWAD2AA2gA1gA9gANgDx6n/sDWAD2AA2gA1gA9gANoANYAPYADaADWAD2AA2gA1gA9gANoANYAPYAMSb/bE3gA1gA9gANoANYAPYADaADWAD2AA2gA1gA9gANoANYAPYADaADWADEO/6x94ANoANYAPYADaADWAD2AA2gA1gA9gANoANYAPYADaADWAD2AA2gA1AfMgfewPYADaADWAD2AA2gA1gA9gANoANYAPYADaADWAD2AA2gA1gA9gANgDxyX/sDWAD2AA2gA1gA9gANoANYAPYADaADWAD2AA2gA1gA9gANoANYAPYAMQX/bE3gA1gA9gANoANYAPYADaADWAD2AA2gA1gA9gANoANYAPYADaADWADEN/4x94ANoANYAPYADaADWAD2AA2gA1gA9gANoANYAPYADaADWAD2AA2gA1A/MAfewPYADaADWAD2AA2gA1gA9gANoANYAPYADaADWAD2AA2gA1gA9gANgDx83/sDWAD2AA2gA1gA9gANoANYAPYADaADWAD2AA2gA1gA9gANoANYAPYAMTv/bE3gA1gA9gANoANYAPYADaADWAD2AA2gA1gA9gANoANYAPYADaADWADEH/7x94ANoANYAPYADaADWAD2AA2gA1gA9gANoANYAPYADaADWAD2AA2gA1APOOPvQFsABvABrABbAAbwAawAWwAG8AGsAFsABvABrABbAAbwAawAWwAG8A/AgpyMele9qsXAAAAAElFTkSuQmCC',
);
/** Lossy (VP8), as browsers encode a canvas. */
export const WEBP_IMAGE = bytes(
  'UklGRmoAAABXRUJQVlA4IF4AAABQBACdASoYABAAPrVKoUmnJCOhMAgA4BaJbACdMoRwN6B+KoBjBcrczFUwAP7y292kP2M67kg//krL5Ceg83nlbjfTzvU1o98PxmMr8P7OGu4CItxDd1SyJ7PngAAA',
);
/** Lossless (VP8L). */
export const WEBP_LOSSLESS_IMAGE = bytes(
  'UklGRjoAAABXRUJQVlA4TC0AAAAvF8ADAAmAIAb8D5uI6H9qARCE/20TEf1PgUjbpg7u3/Hg4SgMckwAVQ/UfwIA',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG chunk with its length and CRC, as a decoder checks them. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** PNG_IMAGE with `chunk` inserted before its IEND chunk (the last 12 bytes). */
export function pngWith(chunk: Uint8Array, png = PNG_IMAGE): Uint8Array {
  const iend = png.length - 12;
  return new Uint8Array([...png.subarray(0, iend), ...chunk, ...png.subarray(iend)]);
}

/** A real PNG of exactly `total` bytes: PNG_IMAGE plus a private ancillary chunk, which decoders skip. */
export function pngOfSize(total: number): Uint8Array {
  return pngWith(pngChunk('prVt', new Uint8Array(total - PNG_IMAGE.length - 12)));
}
