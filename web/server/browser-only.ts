// Stands in for browser-only libraries in the worker's bundle (wrangler.toml [alias]) so no isolate compiles them;
// the first-screen render never reaches them, so a call fails loudly.
function browserOnly(): never {
  throw new Error('A browser-only library was called in the worker (web/server/browser-only.ts)');
}

export default browserOnly;
