/**
 * Operator CLI: give a user the admin role.
 *
 *   npm run admin:grant -- someone@example.com                        (local D1)
 *   npm run admin:grant -- someone@example.com --remote production   (a deployed environment's D1)
 *
 * The user must have signed up first. Granting twice is harmless.
 */
import { resolve } from 'node:path';
import { d1Execute, repoRoot as root } from '#worker/scripts/wrangler-cli';

const args = process.argv.slice(2);
const optionValue = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const remoteEnv = args.includes('--remote') ? optionValue('--remote') : undefined;
const persistTo = optionValue('--persist-to') ?? '.wrangler/state';
const email = args
  .find((a, i) => !a.startsWith('--') && args[i - 1] !== '--persist-to' && args[i - 1] !== '--remote')
  ?.trim()
  .toLowerCase();

if (!email || !/^[^\s@'"]+@[^\s@'"]+\.[^\s@'"]+$/.test(email) || (args.includes('--remote') && !remoteEnv)) {
  console.error('usage: npm run admin:grant -- <email> [--remote <staging|production>]');
  process.exit(2);
}

function d1(sql: string) {
  return d1Execute<Record<string, unknown>>(remoteEnv ? { remoteEnv } : { persistTo: resolve(root, persistTo) }, sql);
}

// The email was validated above to contain no quotes, so inlining it is safe.
const found = d1(`SELECT id FROM users WHERE email = '${email}'`)[0]?.results[0];
if (!found) {
  console.error(`No user with email ${email}. They must sign up first.`);
  process.exit(1);
}
d1(`INSERT OR IGNORE INTO user_roles (user_id, role) SELECT id, 'admin' FROM users WHERE email = '${email}'`);
console.log(`${email} is now an admin (${remoteEnv ?? 'local'} database).`);
