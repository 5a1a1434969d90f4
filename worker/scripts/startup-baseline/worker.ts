import { Hono } from 'hono';

/**
 * The start-up baseline for `npm run bench:startup`: a hello-world Hono worker (one route), built
 * and profiled exactly like the app's worker, so the ratio between the two is what the app's own
 * modules add at start-up.
 */
const app = new Hono().get('/', (c) => c.text('Hello'));

export default app;
