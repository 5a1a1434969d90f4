/** Narrowly typed: the shared contract compiles without DOM or Workers types. */
export interface ParsedUrl {
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
}

const WhatwgUrl = (globalThis as unknown as { URL: new (url: string) => ParsedUrl }).URL;

export function parseUrl(value: string): ParsedUrl | null {
  try {
    return new WhatwgUrl(value);
  } catch {
    return null;
  }
}
