/**
 * `npm run bench:live`: how long a message takes from the sender's send to the recipient's open tab
 * (issue #41 aims for a median under 100 ms on one machine), against the real app (`wrangler dev`,
 * throw-away seeded D1, the live channel's Durable Object run locally).
 *
 * The seeded trainer keeps a WebSocket open as a tab does (a ticket, then the socket, from this
 * site's Origin); the seeded learner sends N messages one after another (the first an enquiry, the
 * rest replies in that conversation). Each is timed from just before its POST to the moment the
 * trainer's socket delivers its `message` event (matched by the client id), and beside it the POST's
 * own answer. The learner's rate-limit counters are emptied before each send, untimed (20 messages a
 * minute would otherwise stop the run). Warm-up sends are not counted.
 *
 *   npm run bench:live [-- --messages 100 --warmup 5]
 */
import { parseArgs } from 'node:util';
import {
  LIVE_PATH,
  type LiveEvent,
  type LiveTicketResponse,
  liveEventSchema,
  type SendMessageResponse,
  type StartConversationResponse,
} from '#shared/api/messages';
import { ensureBuilt, fmt, median, percentile, table } from '#worker/scripts/bench-measure';
import { type LocalServer, queryLocalD1, startLocalServer } from '#worker/scripts/local-server';

const DEMO = { learner: 'learner@example.com', trainer: 'trainer@example.com', password: 'password123' };
/** A message not delivered within this long counts as lost (the bound is 2 s). */
const DELIVERY_TIMEOUT_MS = 5_000;
const WATCHDOG_MS = 600_000;

async function signIn(server: LocalServer, email: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${server.baseURL}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseURL },
    body: JSON.stringify({ email, password: DEMO.password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

async function post(server: LocalServer, token: string, path: string, json?: unknown): Promise<Response> {
  return fetch(`${server.baseURL}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin: server.baseURL, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

/** Node's WebSocket (undici's) also takes the handshake's headers: a browser sends Origin itself, Node must be told. */
interface NodeWebSocketConstructor {
  new (url: URL, init: { headers: Record<string, string> }): WebSocket;
}

function nodeWebSocket(): NodeWebSocketConstructor {
  const found: unknown = globalThis.WebSocket;
  if (typeof found !== 'function') throw new Error('bench:live needs Node 22 or later (a global WebSocket)');
  return found as NodeWebSocketConstructor;
}

/** The recipient's tab: its socket, and a wait for the message with a given client id. */
async function openTab(server: LocalServer, token: string) {
  const res = await post(server, token, '/messages/live-ticket');
  if (!res.ok) throw new Error(`live-ticket answered ${res.status}: ${await res.text()}`);
  const { ticket } = (await res.json()) as LiveTicketResponse;
  const url = new URL(LIVE_PATH, server.baseURL);
  url.protocol = 'ws:';
  url.searchParams.set('ticket', ticket);
  const NodeWebSocket = nodeWebSocket();
  const socket = new NodeWebSocket(url, { headers: { origin: server.baseURL } });
  const waiting = new Map<string, (at: number) => void>();
  const early = new Map<string, number>();
  socket.addEventListener('message', (frame) => {
    const at = performance.now();
    const event: LiveEvent = liveEventSchema.parse(JSON.parse(String(frame.data)));
    if (event.type !== 'message') return;
    const done = waiting.get(event.message.client_id);
    if (done) done(at);
    else early.set(event.message.client_id, at);
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('the live socket did not open')), { once: true });
  });
  return {
    /** When the message with this client id arrived (performance.now()), or null after the timeout. */
    arrival: (clientId: string): Promise<number | null> => {
      const already = early.get(clientId);
      if (already !== undefined) return Promise.resolve(already);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(clientId);
          resolve(null);
        }, DELIVERY_TIMEOUT_MS);
        waiting.set(clientId, (at) => {
          clearTimeout(timer);
          waiting.delete(clientId);
          resolve(at);
        });
      });
    },
    close: () => socket.close(1000, 'bench done'),
  };
}

interface Sample {
  delivered: number | null;
  answered: number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { messages: { type: 'string', default: '100' }, warmup: { type: 'string', default: '5' } },
  });
  const count = Number(values.messages);
  const warmup = Number(values.warmup);
  if (!Number.isInteger(count) || count < 10) throw new Error('--messages must be a whole number of at least 10');
  if (!Number.isInteger(warmup) || warmup < 0) throw new Error('--warmup must be a whole number');

  ensureBuilt();
  console.log('Starting the app (throw-away seeded D1, wrangler dev) …');
  const server = await startLocalServer();
  const watchdog = setTimeout(() => {
    console.error('bench:live gave up after 10 minutes');
    void server.stop().then(() => process.exit(1));
  }, WATCHDOG_MS);
  let tab: Awaited<ReturnType<typeof openTab>> | undefined;
  try {
    const learner = await signIn(server, DEMO.learner);
    const trainer = await signIn(server, DEMO.trainer);
    const [demoTrainer] = queryLocalD1<{ id: number }>(
      server.persistTo,
      `SELECT id FROM trainers WHERE user_id = '${trainer.userId}'`,
    );
    if (!demoTrainer) throw new Error('the demo trainer has no trainer profile');
    tab = await openTab(server, trainer.token);

    let conversationId: number | null = null;
    const samples: Sample[] = [];
    for (let n = 0; n < warmup + count; n++) {
      queryLocalD1(server.persistTo, `DELETE FROM rate_limit_buckets WHERE key = 'message-user:${learner.userId}'`);
      const clientId = crypto.randomUUID();
      const body = `Bench message ${n + 1}`;
      const arrival = tab.arrival(clientId);
      const started = performance.now();
      const res =
        conversationId === null
          ? await post(server, learner.token, '/messages/conversations', { trainerId: demoTrainer.id, body, clientId })
          : await post(server, learner.token, `/messages/conversations/${conversationId}/messages`, { body, clientId });
      const answered = performance.now() - started;
      if (res.status !== 201) throw new Error(`send ${n + 1} answered ${res.status}: ${await res.text()}`);
      const sent = (await res.json()) as StartConversationResponse | SendMessageResponse;
      if ('conversation_id' in sent) conversationId = sent.conversation_id;
      const at = await arrival;
      if (n >= warmup) samples.push({ delivered: at === null ? null : at - started, answered });
    }

    const delivered = samples.flatMap((s) => (s.delivered === null ? [] : [s.delivered])).sort((a, b) => a - b);
    const answered = samples.map((s) => s.answered).sort((a, b) => a - b);
    const lost = samples.length - delivered.length;
    console.log(`\n${count} messages, learner → trainer's open socket (after ${warmup} warm-up sends)\n`);
    console.log(
      table(
        ['measure', 'median ms', 'p95 ms', 'max ms'],
        [
          [
            'send → received by the other tab',
            fmt(median(delivered), 1),
            fmt(percentile(delivered, 95), 1),
            fmt(delivered.at(-1) ?? Number.NaN, 1),
          ],
          [
            'send → HTTP answer (for comparison)',
            fmt(median(answered), 1),
            fmt(percentile(answered, 95), 1),
            fmt(answered.at(-1) ?? Number.NaN, 1),
          ],
        ],
      ),
    );
    const within2s = delivered.filter((ms) => ms <= 2_000).length;
    console.log(
      `\nDelivered: ${delivered.length}/${samples.length} (${lost} lost); within 2 s: ${within2s}/${samples.length}`,
    );
    const goal = median(delivered) < 100;
    console.log(`Goal (median under 100 ms): ${goal ? 'met' : 'NOT met'}`);
    if (lost > 0 || !goal) process.exitCode = 1;
  } finally {
    clearTimeout(watchdog);
    tab?.close();
    await server.stop();
  }
}

await main();
