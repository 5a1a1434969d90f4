import { app } from './app';
import { createDb } from './db/client';
import { consumeAnalyticsEvents } from './features/analytics/analytics-events.consumer';
import { DEAD_LETTER_QUEUE, recordDeadLetters } from './features/analytics/dead-letters.consumer';
import {
  deliverEmails,
  EMAIL_DEAD_LETTER_QUEUE,
  EMAIL_QUEUE,
  recordFailedEmails,
} from './features/email/email.consumer';
import { sweepOutbox } from './features/email/outbox';
import { computeBenchmarks } from './features/trainer-analytics/benchmarks.job';
import { rollUpAnalytics } from './features/trainer-analytics/rollups.job';
import { site } from './site';

/** /api and everything under it; the rest is pages and crawler files (wrangler.toml run_worker_first). */
function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Must match wrangler.toml [triggers]. */
const OUTBOX_SWEEP_CRON = '*/10 * * * *';

// Only handlers may be exported from the entry module (workerd rejects other named exports).

export default {
  fetch: (request, env, ctx) =>
    isApiPath(new URL(request.url).pathname) ? app.fetch(request, env, ctx) : site.fetch(request, env, ctx),
  // The analytics and email queues and their dead-letter queues are all consumed by this worker.
  queue: (batch, env) => {
    switch (batch.queue) {
      case EMAIL_QUEUE:
        return deliverEmails(batch, env);
      case EMAIL_DEAD_LETTER_QUEUE:
        return recordFailedEmails(batch, env);
      case DEAD_LETTER_QUEUE:
        return recordDeadLetters(batch, env);
      default:
        return consumeAnalyticsEvents(batch, env);
    }
  },
  // Cron Triggers (wrangler.toml [triggers]): the daily analytics rollups, then the benchmarks
  // (which read them); the outbox sweep.
  scheduled: async (controller, env) => {
    const now = new Date(controller.scheduledTime);
    if (controller.cron === OUTBOX_SWEEP_CRON) {
      await sweepOutbox(env, now);
      return;
    }
    const db = createDb(env.DB);
    await rollUpAnalytics(db, now);
    await computeBenchmarks(db, now);
  },
} satisfies ExportedHandler<Env>;
