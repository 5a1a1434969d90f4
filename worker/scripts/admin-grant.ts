/**
 * Operator CLI: give a user the admin role.
 *
 *   npm run admin:grant -- someone@example.com            (local D1)
 *   npm run admin:grant -- someone@example.com --remote   (production D1 through wrangler)
 *
 * The user must have signed up first. Granting twice is harmless.
 */
import { resolve } from 'node:path';
import { d1Execute, repoRoot as root } from '#worker/scripts/wrangler-cli';

const args = process.argv.slice(2);
const remote = args.includes('--remote');
const persistAt = args.indexOf('--persist-to');
const persistTo = persistAt >= 0 ? args[persistAt + 1] : '.wrangler/state';
const email = args
  .find((a, i) => !a.startsWith('--') && args[i - 1] !== '--persist-to')
  ?.trim()
  .toLowerCase();

if (!email || !/^[^\s@'"]+@[^\s@'"]+\.[^\s@'"]+$/.test(email)) {
  console.error('usage: npm run admin:grant -- <email> [--remote]');
  process.exit(2);
}

function d1(sql: string) {
  return d1Execute<Record<string, unknown>>(
    remote ? 'remote' : { persistTo: resolve(root, persistTo ?? '.wrangler/state') },
    sql,
  );
}

// The email was validated above to contain no quotes, so inlining it is safe.
const found = d1(`SELECT id FROM users WHERE email = '${email}'`)[0]?.results[0];
if (!found) {
  console.error(`No user with email ${email}. They must sign up first.`);
  process.exit(1);
}
d1(`INSERT OR IGNORE INTO user_roles (user_id, role) SELECT id, 'admin' FROM users WHERE email = '${email}'`);
console.log(`${email} is now an admin (${remote ? 'production' : 'local'} database).`);
