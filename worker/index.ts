import { app } from './app';
import { HOUSEKEEPING_CRON } from './platform/housekeeping/schedule';
import { queueRole } from './queue-names';

/** /api and everything under it; the rest is pages and crawler files (wrangler.toml run_worker_first). */
function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Must match wrangler.toml [triggers]. */
const OUTBOX_SWEEP_CRON = '*/10 * * * *';

// Only handlers may be exported from the entry module (workerd rejects other named exports).
// A fresh isolate evaluates the API's shared middleware only: pages, queue consumers and cron jobs
// are loaded by the first request, batch or trigger that needs them (and each API route group by
// its first request, worker/lib/lazy-routes.ts). README, Start-up.

export default {
  fetch: async (request, env, ctx) => {
    if (isApiPath(new URL(request.url).pathname)) return app.fetch(request, env, ctx);
    const { site } = await import('./site');
    return site.fetch(request, env, ctx);
  },
  // The analytics and email queues and their dead-letter queues are all consumed by this worker.
  queue: async (batch, env) => {
    switch (queueRole(batch.queue)) {
      case 'email':
        return (await import('./features/notifications/email.consumer')).deliverEmails(batch, env);
      case 'email-dlq':
        return (await import('./features/notifications/email.consumer')).recordFailedEmails(batch, env);
      case 'events-dlq':
        return (await import('./features/analytics/dead-letters.consumer')).recordDeadLetters(batch, env);
      default:
        return (await import('./features/analytics/analytics-events.consumer')).consumeAnalyticsEvents(batch, env);
    }
  },
  // Cron Triggers (wrangler.toml [triggers]): the daily analytics rollups, then the benchmarks
  // (which read them); the outbox sweep; the daily housekeeping.
  scheduled: async (controller, env) => {
    const now = new Date(controller.scheduledTime);
    if (controller.cron === OUTBOX_SWEEP_CRON) {
      const { sweepOutbox } = await import('./platform/email/outbox');
      await sweepOutbox(env, now);
      return;
    }
    if (controller.cron === HOUSEKEEPING_CRON) {
      await (await import('./platform/housekeeping/housekeeping.job')).runHousekeeping(env, now);
      return;
    }
    const [{ createDb }, { rollUpAnalytics }, { computeBenchmarks }] = await Promise.all([
      import('./db/client'),
      import('./features/analytics/rollups.job'),
      import('./features/analytics/benchmarks.job'),
    ]);
    const db = createDb(env.DB);
    await rollUpAnalytics(db, now);
    await computeBenchmarks(db, now);
  },
} satisfies ExportedHandler<Env>;
