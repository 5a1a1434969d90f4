import { vi } from 'vitest';

/** One log line as the worker writes it (worker/platform/log): a JSON object. */
export type LogEntry = Record<string, unknown>;

/**
 * Captures what the worker logs from now on (and keeps it off the test output): `entries()` are the
 * lines as parsed JSON; a line that is not JSON fails the test that reads it.
 */
export function captureLogs() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(record),
    vi.spyOn(console, 'warn').mockImplementation(record),
    vi.spyOn(console, 'error').mockImplementation(record),
  ];
  return {
    lines: () => [...lines],
    entries: (): LogEntry[] => lines.map((line) => JSON.parse(line) as LogEntry),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
