import { createContext, useContext } from 'react';
import {
  IMAGE_RESIZING_META,
  type ImageDisplay,
  type ResponsiveImage,
  responsiveImage,
} from '#shared/responsive-image';

/** Set by the worker's render per request; the browser reads the page's meta the same worker wrote, so hydration renders the same `srcset`. */
export const ServedImageResizingContext = createContext<boolean | null>(null);

let browserAtLoad: boolean | undefined;

/** Read once: the setting belongs to the deployment that served the page, not to each render. */
function browserImageResizing(): boolean {
  browserAtLoad ??=
    typeof document !== 'undefined' &&
    document.querySelector(`meta[name="${IMAGE_RESIZING_META}"]`)?.getAttribute('content') === 'on';
  return browserAtLoad;
}

/** For tests: forget what was read from the page. */
export function resetImageResizingForTests(): void {
  browserAtLoad = undefined;
}

/** `src`, `srcSet`, `sizes`, `width` and `height` for an image shown in `display` (#shared/responsive-image). */
export function useResponsiveImage(url: string, display: ImageDisplay): ResponsiveImage {
  const served = useContext(ServedImageResizingContext);
  return responsiveImage(url, display, served ?? browserImageResizing());
}
