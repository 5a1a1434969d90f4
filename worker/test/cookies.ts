/** The `name=value` pairs a browser would keep from a response's Set-Cookie headers. */
export function cookiesOf(res: Response): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return jar;
}

/** The Cookie header a browser would send back. */
export function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
