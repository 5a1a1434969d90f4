import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './chromium.ts';
import { startLocalServer } from './local-server.ts';
const server = await startLocalServer();
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'], logLevel: 'silent' });
try {
  for (const path of process.argv.slice(2)) {
    const r = await lighthouse(`${server.baseURL}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices', 'accessibility'] });
    const a = r?.lhr.audits ?? {};
    for (const id of ['inspector-issues', 'errors-in-console', 'layout-shifts', 'heading-order', 'largest-contentful-paint-element', 'render-blocking-resources', 'network-dependency-tree-insight', 'lcp-discovery-insight']) {
      console.log(path, id, a[id]?.score, String(JSON.stringify(a[id]?.details)).slice(0, 1500));
    }
  }
} finally { chrome.kill(); await server.stop(); }
