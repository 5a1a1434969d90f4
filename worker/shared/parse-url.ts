/**
 * The WHATWG URL parser, which browsers, workerd and Node all provide. The shared contract compiles
 * without DOM or Workers types (so nothing in it leans on one runtime), hence the narrow typing.
 */
export interface ParsedUrl {
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
}

const WhatwgUrl = (globalThis as unknown as { URL: new (url: string) => ParsedUrl }).URL;

/** The parsed URL, or null when the text is not a URL. */
export function parseUrl(value: string): ParsedUrl | null {
  try {
    return new WhatwgUrl(value);
  } catch {
    return null;
  }
}
