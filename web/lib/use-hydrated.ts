import { startTransition, useEffect, useState } from 'react';

/**
 * False while the worker renders a page's first screen and while the browser hydrates it (both
 * must render the same), true from a render right after. A form disables its submit button until
 * then: submitted before its handler is attached, the browser would send it as a plain GET, the
 * visitor's input in the URL. The switch is a transition, so it re-renders in slices that never
 * block the page (a store snapshot change would re-render synchronously).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
