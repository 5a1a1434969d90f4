/** ISO timestamp `seconds` from now (negative for the past), in the format the schema stores. */
export function isoFromNow(seconds: number, now = Date.now()): string {
  return new Date(now + seconds * 1000).toISOString();
}
