import { app } from './app';
import { consumeAnalyticsEvents } from './features/analytics/analytics-events.consumer';
import { DEAD_LETTER_QUEUE, recordDeadLetters } from './features/analytics/dead-letters.consumer';
import { computeBenchmarks } from './features/trainer-analytics/benchmarks.job';

// Only handlers may be exported from the entry module (workerd rejects other named exports).

export default {
  fetch: app.fetch,
  // The analytics queue and its dead-letter queue are both consumed by this worker.
  queue: (batch, env) =>
    batch.queue === DEAD_LETTER_QUEUE ? recordDeadLetters(batch, env) : consumeAnalyticsEvents(batch, env),
  // Cron Trigger (wrangler.toml [triggers]): per-category analytics benchmarks.
  scheduled: (controller, env) => computeBenchmarks(env.DB, new Date(controller.scheduledTime)),
} satisfies ExportedHandler<Env>;
