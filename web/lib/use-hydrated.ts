import { startTransition, useEffect, useState } from 'react';

/**
 * False while the worker renders a page's first screen and while the browser hydrates it (both
 * must render the same), true from a render right after: for what only the browser can show (the
 * visitor's time zone, data fetched while the page hydrates). The switch is a transition, so it
 * re-renders in slices that never block the page (a store snapshot change would re-render
 * synchronously).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
