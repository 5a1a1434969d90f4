// `<img>` attributes shared by the worker's first screen, its hero preload and the app, so they agree on hydration.
// Only stored raster photos have sizes, and only with Image Resizing on (decision 067); the rest keep their URL.
/** The `<meta name>` by which a page tells the browser's app that resizing is on (page-rewriter.ts). */
export const IMAGE_RESIZING_META = 'image-resizing';

/** `width` × `height`: the box in CSS pixels when fixed, else the aspect and largest useful width, with `sizes`. */
export interface ImageDisplay {
  width: number;
  height: number;
  sizes?: string;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

export const IMAGE_DISPLAYS = {
  /** A round avatar of `size` CSS pixels (TrainerAvatar). */
  avatar: (size: number): ImageDisplay => ({ width: size, height: size }),
  /** The profile page's avatar: its first screen and the preload (HeadTags.heroImage). */
  profileHero: { width: 112, height: 112 },
  /** A card on /blog: one column, two from `sm`, three from `lg` in a `max-w-7xl px-4` list with `gap-6`. */
  blogCard: {
    width: 640,
    height: 360,
    sizes:
      '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 5rem) / 3), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)',
  },
  /** The featured image beside its URL in the post editor (`h-20 w-36`). */
  blogCoverPreview: { width: 144, height: 80 },
  /** A post's featured image, across its `max-w-3xl px-4` column. */
  blogPostHero: { width: 1280, height: 720, sizes: '(min-width: 768px) 736px, calc(100vw - 2rem)' },
} as const satisfies Record<string, ImageDisplay | ((size: number) => ImageDisplay)>;

/** A stored photo (worker/features/images/images.ts IMAGE_KEY), served by this app. */
const STORED_PHOTO = /^\/api\/images\/[0-9a-f]{64}\.(?:jpg|png|webp)$/;

/** Up to twice the largest box, for 2x screens. */
const CANDIDATE_WIDTHS = [320, 640, 960, 1280, 1600] as const;

/** `scale-down` never enlarges (uploads are at most 512 px); `format=auto` picks AVIF or WebP per browser. */
export function resizedImageUrl(path: string, width: number): string {
  return `/cdn-cgi/image/width=${width},quality=85,fit=scale-down,format=auto${path}`;
}

export function isResizableImage(url: string): boolean {
  return STORED_PHOTO.test(url);
}

export function responsiveImage(url: string, display: ImageDisplay, resizing: boolean): ResponsiveImage {
  const { width, height, sizes } = display;
  if (!resizing || !isResizableImage(url)) return { src: url, width, height };
  if (sizes === undefined) {
    return {
      src: resizedImageUrl(url, width),
      srcSet: `${resizedImageUrl(url, width)} 1x, ${resizedImageUrl(url, width * 2)} 2x`,
      width,
      height,
    };
  }
  const widths = CANDIDATE_WIDTHS.filter((candidate) => candidate <= width * 2);
  return {
    src: resizedImageUrl(url, width),
    srcSet: widths.map((candidate) => `${resizedImageUrl(url, candidate)} ${candidate}w`).join(', '),
    sizes,
    width,
    height,
  };
}
