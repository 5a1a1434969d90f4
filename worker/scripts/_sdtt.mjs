import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { structuredDataTest } = require('structured-data-testing-tool');
const { Google } = require('structured-data-testing-tool/presets');
for (const f of process.argv.slice(2)) {
  const html = readFileSync(f, 'utf8');
  try {
    const res = await structuredDataTest(html, { presets: [Google] });
    console.log(
      f,
      'passed',
      res.passed.length,
      'warnings',
      res.warnings.map((t) => t.test),
    );
  } catch (err) {
    if (err.type === 'VALIDATION_FAILED') {
      const r = err.res;
      console.log(
        f,
        'FAILED',
        r.failed.map((t) => `${t.test} ${t.error?.message ?? ''}`),
        'warnings',
        r.warnings.map((t) => t.test),
      );
    } else console.log(f, 'ERR', err.message);
  }
}
