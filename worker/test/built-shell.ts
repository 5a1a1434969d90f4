import { env } from 'cloudflare:workers';

/**
 * Page tests read the built index.html through ASSETS: stop with the reason when web/dist is
 * missing, not with dozens of confusing assertions.
 */
export async function requireBuiltShell(): Promise<void> {
  const shell = await (await env.ASSETS.fetch(new Request('http://localhost/'))).text();
  if (!shell.includes('<div id="root">')) {
    throw new Error('web/dist is not built: run `npm run build` before the worker tests (`npm test` does)');
  }
}
