/** Before the app runs, a failed image gets `data-broken`, which styles.css turns into a neutral placeholder. */
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
