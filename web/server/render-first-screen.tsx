import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type DataStrategyFunction, StaticRouterProvider } from 'react-router';
import type { FirstScreenRequest, RenderFirstScreen } from '#shared/first-screen';
import { publicRoutes } from '#web/app/public-routes';
import { rootRoute } from '#web/app/root-route';
import { seedInitialData } from '#web/app/seed-initial-data';
import { holdApiRequests } from '#web/lib/api-client';
import { BlogHtmlSanitizerContext } from '#web/lib/blog-html';
import { ServedImageResizingContext } from '#web/lib/images/image-resizing';
import { ServedSessionContext, sessionAtPageLoad } from '#web/lib/session/use-session';
import { withoutVoidSlashes } from './void-elements';

/**
 * The first screen of a public page, rendered by the worker (it runs there, through the web app's
 * server entry, ./index.ts), so the page paints before any JavaScript has run; the browser hydrates it
 * (main.tsx). It is the app's own component tree, rendered from what the browser will start from
 * too: the page's embedded API answer in the query cache, the session as the "signed in" hint says
 * it may be, dates in UTC until hydrated (lib/use-display-time-zone), image sizes as the page's
 * `<meta name="image-resizing">` says (lib/images/image-resizing). Only the public routes are
 * bundled: private screens are never rendered here.
 */
const handler = createStaticHandler(rootRoute(publicRoutes));
// This module runs only in the worker, where the app's API requests have nowhere to go.
holdApiRequests();

/**
 * Loaders only prefetch into the browser's query cache; here the cache is seeded directly, so
 * none runs. Each matched route's lazy module is still loaded (`resolve`), and its loader counts
 * as done (null), as in the browser once its loader ran: a route left without loader data would
 * render the layout's HydrateFallback (nothing) instead of the page.
 */
const skipLoaders: DataStrategyFunction<unknown> = async ({ matches }) => {
  const results = await Promise.all(
    matches.map(async (match) => [match.route.id, await match.resolve(async () => null)] as const),
  );
  return Object.fromEntries(results);
};

/** The worker re-sanitised the post with its own sanitiser right before rendering (worker/features/pages/first-screen.ts). */
const alreadySanitised = (html: string) => html;

export const renderFirstScreen: RenderFirstScreen = async (request: FirstScreenRequest) => {
  const context = await handler.query(new Request(request.url), { dataStrategy: skipLoaders });
  if (context instanceof Response || context.errors) return null;

  // One cache per request; what the embedded data does not cover renders as loading (its
  // requests are held), exactly as the browser's first render shows it before they answer.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedInitialData(queryClient, request.initialData);

  // Reported to the worker, which logs them (worker/features/pages/first-screen.ts).
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <ServedSessionContext value={sessionAtPageLoad(request.signedInHint)}>
        <ServedImageResizingContext value={request.imageResizing}>
          <BlogHtmlSanitizerContext value={alreadySanitised}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </QueryClientProvider>
          </BlogHtmlSanitizerContext>
        </ServedImageResizingContext>
      </ServedSessionContext>
    </StrictMode>,
    {
      // Never split a large Suspense boundary out of place: putting it back takes an inline
      // script, which the page CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A component that fails here leaves its Suspense boundary to the browser, which renders it.
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  // prerender waits for every lazy component on the page and writes each in place: no fallback is
  // left for the browser to fill in.
  return { html: withoutVoidSlashes(await new Response(prelude).text()), complete: errors.length === 0, errors };
};
