import { env } from 'cloudflare:workers';
import { renderFirstScreen } from '#web-server';

/**
 * The set-up of every page test:
 * - the built index.html is there (read through ASSETS): stop with the reason when web/dist is
 *   missing, not with dozens of confusing assertions;
 * - the page renderer is loaded: the first render in an isolate loads React and the web app
 *   (web/server/index.ts imports it on first use), which takes seconds the first time the test
 *   runner transforms them; here, not inside the first test's time limit.
 */
export async function preparePageTests(): Promise<void> {
  const shell = await (await env.ASSETS.fetch(new Request('http://localhost/'))).text();
  if (!shell.includes('<div id="root">')) {
    throw new Error('web/dist is not built: run `npm run build` before the worker tests (`npm test` does)');
  }
  await renderFirstScreen({
    url: 'http://localhost/about',
    initialData: null,
    signedInHint: false,
    imageResizing: false,
  });
}
