import { HOUSEKEEPING_CRON } from './platform/housekeeping/schedule';

// The Cron Triggers' jobs, loaded by the first trigger (worker/index.ts), never by a fresh isolate's first request.

/** Must match wrangler.toml [triggers]. */
const OUTBOX_SWEEP_CRON = '*/10 * * * *';

/**
 * The daily analytics rollups, then the benchmarks (which read them); the outbox sweep, the
 * unread-messages emails and the bookings' own changes (expiry, reminders, completion); the daily housekeeping.
 */
export async function runCron(controller: ScheduledController, env: Env): Promise<void> {
  const now = new Date(controller.scheduledTime);
  if (controller.cron === OUTBOX_SWEEP_CRON) {
    const [{ sweepOutbox }, { emailUnreadMessages }, { runBookingLifecycle }] = await Promise.all([
      import('#worker/platform/email/outbox'),
      import('#worker/features/messages/unread-email.job'),
      import('#worker/features/bookings/booking-lifecycle.job'),
    ]);
    // No job's failure stops another; the run fails after all of them if any did.
    const results = await Promise.allSettled([
      sweepOutbox(env, now),
      emailUnreadMessages(env, now),
      runBookingLifecycle(env, now),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return;
  }
  if (controller.cron === HOUSEKEEPING_CRON) {
    await (await import('#worker/platform/housekeeping/housekeeping.job')).runHousekeeping(env, now);
    return;
  }
  const [{ createDb }, { rollUpAnalytics }, { computeBenchmarks }] = await Promise.all([
    import('#worker/db/client'),
    import('#worker/features/analytics/rollups.job'),
    import('#worker/features/analytics/benchmarks.job'),
  ]);
  const db = createDb(env.DB);
  await rollUpAnalytics(db, now);
  await computeBenchmarks(db, now);
}
