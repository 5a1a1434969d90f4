import { log, newRequestId, setLogLevel, withLogContext } from '#worker/platform/log/logger';
import { app } from './app';
import { queueRole } from './queue-names';

export { UserChannel } from '#worker/platform/live/user-channel';

/** /api and everything under it; the rest is pages and crawler files (wrangler.toml run_worker_first). */
function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

// Only handlers and Durable Object classes may be exported from the entry module (workerd rejects
// other named exports). The one class, the live channel's, is a shell that loads its work on first
// use (worker/platform/live/user-channel.ts). A fresh isolate evaluates the API's shared middleware
// only: pages, queue consumers and cron jobs (worker/cron.ts) are loaded by the first request, batch
// or trigger that needs them (and each API route group by
// its first request, worker/lib/lazy-routes.ts). README, Start-up.

export default {
  fetch: async (request, env, ctx) => {
    if (isApiPath(new URL(request.url).pathname)) return app.fetch(request, env, ctx);
    const { site } = await import('#worker/site');
    return site.fetch(request, env, ctx);
  },
  // The analytics and email queues and their dead-letter queues are all consumed by this worker.
  // Each batch gets an id of its own for its log lines; a line about one message names the
  // request that sent it (platform/log).
  queue: (batch, env) => {
    setLogLevel(env.LOG_LEVEL);
    return withLogContext({ requestId: newRequestId(), queue: batch.queue }, () => consume(batch, env));
  },
  // Cron Triggers (wrangler.toml [triggers]), each run with an id of its own for its log lines.
  scheduled: (controller, env) => {
    setLogLevel(env.LOG_LEVEL);
    return withLogContext({ requestId: newRequestId(), cron: controller.cron }, async () => {
      const started = Date.now();
      try {
        await (await import('./cron')).runCron(controller, env);
      } catch (error) {
        log.error('Cron run failed', { error, durationMs: Date.now() - started });
        throw error;
      }
      log.info('Cron run done', { durationMs: Date.now() - started });
    });
  },
} satisfies ExportedHandler<Env>;

async function consume(batch: MessageBatch, env: Env): Promise<void> {
  switch (queueRole(batch.queue)) {
    case 'email':
      return (await import('#worker/features/notifications/email.consumer')).deliverEmails(batch, env);
    case 'email-dlq':
      return (await import('#worker/features/notifications/email.consumer')).recordFailedEmails(batch, env);
    case 'events-dlq':
      return (await import('#worker/features/analytics/dead-letters.consumer')).recordDeadLetters(batch, env);
    default:
      return (await import('#worker/features/analytics/analytics-events.consumer')).consumeAnalyticsEvents(batch, env);
  }
}
