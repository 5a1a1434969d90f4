import { app } from './app';
import { consumeAnalyticsEvents } from './features/analytics/analytics-events.consumer';
import { DEAD_LETTER_QUEUE, recordDeadLetters } from './features/analytics/dead-letters.consumer';
import { siteRoutes } from './features/seo/site.routes';
import { computeBenchmarks } from './features/trainer-analytics/benchmarks.job';

/** /api and everything under it; the rest is pages and crawler files (wrangler.toml run_worker_first). */
function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

// Only handlers may be exported from the entry module (workerd rejects other named exports).

export default {
  fetch: (request, env, ctx) =>
    isApiPath(new URL(request.url).pathname) ? app.fetch(request, env, ctx) : siteRoutes.fetch(request, env, ctx),
  // The analytics queue and its dead-letter queue are both consumed by this worker.
  queue: (batch, env) =>
    batch.queue === DEAD_LETTER_QUEUE ? recordDeadLetters(batch, env) : consumeAnalyticsEvents(batch, env),
  // Cron Trigger (wrangler.toml [triggers]): per-category analytics benchmarks.
  scheduled: (controller, env) => computeBenchmarks(env.DB, new Date(controller.scheduledTime)),
} satisfies ExportedHandler<Env>;
