import { app } from './app';
import { consumeAnalyticsEvents } from './features/analytics/analytics-events.consumer';

export default {
  fetch: app.fetch,
  // The analytics queue (profile views, social clicks, search queries) is consumed by this worker.
  queue: consumeAnalyticsEvents,
} satisfies ExportedHandler<Env>;
