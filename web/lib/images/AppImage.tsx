import type { ImgHTMLAttributes } from 'react';
import type { ImageDisplay } from '#shared/responsive-image';
import { useResponsiveImage } from './image-resizing';

/** `hero` is the page's own photo, which the worker also preloads with the HTML. */
export type ImageLoading = 'lazy' | 'eager' | 'hero';

type Passed = Pick<ImgHTMLAttributes<HTMLImageElement>, 'className'>;

/** Set by app/mark-broken-images.ts; named again, not imported, as the loader must stay its own chunk. */
const BROKEN = 'data-broken';

/** Every `<img>`: its box reserved before it loads (no layout shift), its resized candidates, and when it loads. */
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
  /** Also for a failure before hydration, when React hears of no error event. */
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
