import { describe, expect, it } from 'vitest';
import { MANAGE_PROFILE_MESSAGES, PHOTO_MAX_BYTES } from '#shared/api/manage-profile';
import { fitWithin, photoFileProblem } from './photo-file';

describe('photoFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(photoFileProblem({ type, size: PHOTO_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files with the worker’s messages', () => {
    expect(photoFileProblem({ type: 'image/gif', size: 10 })).toBe(MANAGE_PROFILE_MESSAGES.photoType);
    expect(photoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(MANAGE_PROFILE_MESSAGES.photoType);
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(
      MANAGE_PROFILE_MESSAGES.photoTooLarge,
    );
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to 512 px, keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 288, height: 512 });
    expect(fitWithin(1024, 1024)).toEqual({ width: 512, height: 512 });
  });

  it('never scales up and never reaches zero', () => {
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(10_000, 3)).toEqual({ width: 512, height: 1 });
  });
});
