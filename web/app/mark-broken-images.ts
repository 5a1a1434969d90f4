/**
 * The loader script's part of picture fallbacks (lib/images/AppImage): before the app runs, an
 * image of the page that fails to load (host down, 404, blocked) gets `data-broken`, which the
 * stylesheet (app/styles.css) turns into a neutral placeholder: never a broken-image icon or alt
 * text spilling out of its box. Once hydrated, the app renders the image's own fallback (initials
 * for a person) in its place. Images that failed before this ran are found by a first look.
 */
export const BROKEN = 'data-broken';

function isBroken(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && image.getAttribute('src') !== '';
}

export function markBrokenImages(doc: Document, signal?: AbortSignal): void {
  // Load errors do not bubble; the document sees them while they are captured.
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) event.target.setAttribute(BROKEN, '');
    },
    { capture: true, signal },
  );
  for (const image of doc.querySelectorAll('img')) {
    if (isBroken(image)) image.setAttribute(BROKEN, '');
  }
}
