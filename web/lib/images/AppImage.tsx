import type { ImgHTMLAttributes } from 'react';
import type { ImageDisplay } from '#shared/responsive-image';
import { useResponsiveImage } from './image-resizing';

/**
 * When an image loads: `lazy` (the default) as it nears the viewport; `eager` at once (above the
 * fold on every screen, like /blog's first row); `hero` at once and first: the page's own photo,
 * which the worker also preloads with the HTML (worker/features/seo, HeadTags.heroImage).
 */
export type ImageLoading = 'lazy' | 'eager' | 'hero';

type Passed = Pick<ImgHTMLAttributes<HTMLImageElement>, 'className'>;

/**
 * Marked by the page's loader script (app/mark-broken-images.ts, its BROKEN) when the image failed
 * before the app ran. Named again here, not imported: the loader must stay a chunk of its own.
 */
const BROKEN = 'data-broken';

/**
 * Every `<img>` the app renders: its width and height (the box is reserved before it loads, no
 * layout shift), the sizes it can be fetched in (lib/images/image-resizing) and when it loads.
 * Below-the-fold images decode off the main thread.
 */
export function AppImage({
  src,
  alt,
  display,
  loading = 'lazy',
  onBroken,
  ...rest
}: Passed & {
  src: string;
  alt: string;
  display: ImageDisplay;
  loading?: ImageLoading;
  /**
   * The image failed to load: now, or before the app ran (a worker-rendered page's image can fail
   * before hydration, when React hears of no error event), for a fallback of the caller's own.
   */
  onBroken?: () => void;
}) {
  const image = useResponsiveImage(src, display);
  return (
    // `sizes` and `srcSet` before `src`: a browser that starts fetching as soon as `src` is set
    // on a new element would otherwise fetch the original first.
    <img
      sizes={image.sizes}
      srcSet={image.srcSet}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'hero' ? 'high' : undefined}
      decoding={loading === 'hero' ? undefined : 'async'}
      onError={onBroken}
      ref={(element) => {
        if (!element || !onBroken) return;
        if (element.hasAttribute(BROKEN)) onBroken();
      }}
      {...rest}
    />
  );
}
