import { describe, expect, it } from 'vitest';
import { avatarPath, coverPath } from './generated-image-paths';
import { IMAGE_DISPLAYS, isResizableImage, resizedImageUrl, responsiveImage } from './responsive-image';

const STORED = `/api/images/${'0'.repeat(63)}f.webp`;

describe('responsiveImage', () => {
  it('not configured (local dev, tests, workers.dev): the original URL with its box, for every kind', () => {
    for (const url of [STORED, avatarPath('Ana Lee', 7), 'https://images.example.com/a.jpg']) {
      expect(responsiveImage(url, IMAGE_DISPLAYS.avatar(64), false)).toEqual({ src: url, width: 64, height: 64 });
      expect(responsiveImage(url, IMAGE_DISPLAYS.blogCard, false)).toEqual({ src: url, width: 640, height: 360 });
    }
  });

  it('configured: a stored photo in a fixed box comes at 1x and 2x through /cdn-cgi/image', () => {
    expect(responsiveImage(STORED, IMAGE_DISPLAYS.avatar(40), true)).toEqual({
      src: `/cdn-cgi/image/width=40,quality=85,fit=scale-down,format=auto${STORED}`,
      srcSet: `/cdn-cgi/image/width=40,quality=85,fit=scale-down,format=auto${STORED} 1x, /cdn-cgi/image/width=80,quality=85,fit=scale-down,format=auto${STORED} 2x`,
      width: 40,
      height: 40,
    });
  });

  it('configured: a stored photo that follows the layout gets width candidates up to twice its box, and its sizes', () => {
    const image = responsiveImage(STORED, IMAGE_DISPLAYS.blogCard, true);
    expect(image.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
    ]);
    expect(image.srcSet).toContain(`${resizedImageUrl(STORED, 960)} 960w`);
    expect(image.src).toBe(resizedImageUrl(STORED, 640));
    expect(image.sizes).toBe(IMAGE_DISPLAYS.blogCard.sizes);
    expect([image.width, image.height]).toEqual([640, 360]);
  });

  it('configured: drawn SVGs (vector) and other sites’ URLs stay as they are', () => {
    for (const url of [
      avatarPath('Ana Lee', 7),
      coverPath(3),
      'https://images.example.com/a.jpg',
      `https://elsewhere.example${STORED}`,
    ]) {
      expect(responsiveImage(url, IMAGE_DISPLAYS.blogPostHero, true)).toEqual({ src: url, width: 1280, height: 720 });
    }
  });

  it('only a stored photo’s own key is resizable (no path tricks, no other extension)', () => {
    expect(isResizableImage(STORED)).toBe(true);
    expect(isResizableImage(`/api/images/${'a'.repeat(64)}.svg`)).toBe(false);
    expect(isResizableImage(`/api/images/${'a'.repeat(64)}.jpg?x=1`)).toBe(false);
    expect(isResizableImage(`/api/images/../${'a'.repeat(64)}.jpg`)).toBe(false);
    expect(isResizableImage(`//cdn.example/api/images/${'a'.repeat(64)}.jpg`)).toBe(false);
  });

  it("the profile page's hero box is the 112 px avatar the page shows (TrainerAvatar size 112)", () => {
    expect(IMAGE_DISPLAYS.profileHero).toEqual(IMAGE_DISPLAYS.avatar(112));
  });
});
