import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The worker's one logger: one JSON object per line (Workers Logs indexes each field), carrying the
 * request id and what is known of the request or job it belongs to. The context travels with the
 * code that runs for a request, a queue message or a cron run (AsyncLocalStorage, nodejs_compat),
 * so a line written deep in the cache or the outbox names its request without being passed it.
 * README: platform/log/README.md.
 */
export type LogFields = Record<string, unknown>;
type Level = 'info' | 'warn' | 'error';
const RANK: Record<Level, number> = { info: 0, warn: 1, error: 2 };

/** The lowest level written (the LOG_LEVEL var); an unknown or missing value writes everything. */
let threshold = 0;

/**
 * Set from the LOG_LEVEL var by every entry point. Deployed: "info" (Workers Logs collects lines off
 * the request's path). Local and tests: "warn": wrangler dev prints every request itself, and
 * relaying one more line per request through it cost a third of a cached read
 * (worker/docs/decisions/082-log-level-per-environment.md).
 */
export function setLogLevel(level: string | undefined): void {
  threshold = level === 'warn' || level === 'error' ? RANK[level] : 0;
}

/** What a line takes from its request or job: fixed fields, and fields known only later (route, user). */
interface LogScope {
  fields: LogFields;
  late?: () => LogFields;
}

const storage = new AsyncLocalStorage<LogScope>();

/** Runs `run` with these fields (over any outer context's) on every line it writes. */
export function withLogContext<T>(fields: LogFields, run: () => T, late?: () => LogFields): T {
  const outer = storage.getStore();
  return storage.run({ fields: { ...outer?.fields, ...fields }, late: late ?? outer?.late }, run);
}

/** Replaces the current context's late fields (a mounted app knows the route and the user). */
export function setLateLogFields(late: () => LogFields): void {
  const scope = storage.getStore();
  if (scope) scope.late = late;
}

/** The context's fields as a line would carry them now. */
export function logContext(): LogFields {
  const scope = storage.getStore();
  return { ...scope?.fields, ...scope?.late?.() };
}

/** The request id of the request (or message, or cron run) this code runs for. */
export function currentRequestId(): string | undefined {
  const id = storage.getStore()?.fields.requestId;
  return typeof id === 'string' ? id : undefined;
}

export function newRequestId(): string {
  return crypto.randomUUID();
}

/** Keys whose values never reach a log: credentials, and what an email says. */
const SECRET_KEY = /pass|token|secret|cookie|authori[sz]ation|jwt|api.?key|^(html|text|body|content|payload)$/i;
/** Credentials inside text (an error's message): bearer tokens and JWTs. */
const SECRET_TEXT = /Bearer\s+\S+|eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const REDACTED = '[redacted]';

function cleanText(text: string): string {
  // drizzle's query errors list the statement's parameters (emails, password hashes, token hashes).
  return text.replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`).replace(SECRET_TEXT, REDACTED);
}

/** A value as it may be logged: secrets replaced, errors as name, message, stack and cause. */
function clean(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return '[nested]';
  if (value instanceof Error) {
    const { name, message, stack, cause } = value;
    return {
      name,
      message: cleanText(message),
      stack: stack && cleanText(stack),
      cause: cause === undefined ? undefined : clean(cause, depth + 1),
    };
  }
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  const out: LogFields = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? REDACTED : clean(item, depth + 1);
  return out;
}

/** The line as written: level, message, the context's fields, then the line's own. */
export function logLine(level: Level, message: string, fields: LogFields = {}): string {
  const line: LogFields = { level, message, ...logContext() };
  // A field given as undefined (a message without a request id) keeps the context's value.
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) line[key] = value;
  return JSON.stringify(clean(line));
}

function write(level: Level, message: string, fields?: LogFields): void {
  if (RANK[level] < threshold) return;
  const line = logLine(level, message, fields);
  // The only console calls of the worker's own code (biome.json: noConsole).
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields?: LogFields) => write('info', message, fields),
  warn: (message: string, fields?: LogFields) => write('warn', message, fields),
  error: (message: string, fields?: LogFields) => write('error', message, fields),
};
