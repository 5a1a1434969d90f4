import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '#worker/scripts/wrangler-cli';

/**
 * The local-only settings, each added to .dev.vars when missing (an older file gains the new ones):
 * a signing key (production uses `wrangler secret put JWT_SECRET`) and the local mailbox instead
 * of the email provider (GET /api/dev/mailbox).
 */
export function ensureDevVars(): void {
  const file = join(repoRoot, '.dev.vars');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const wanted: [string, () => string][] = [
    ['JWT_SECRET', () => randomBytes(32).toString('hex')],
    ['EMAIL_PROVIDER', () => 'dev-mailbox'],
  ];
  const missing = wanted.filter(([name]) => !new RegExp(`^${name}=`, 'm').test(current));
  if (missing.length === 0) return;
  const lines = missing.map(([name, value]) => `${name}=${value()}\n`).join('');
  writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${lines}`, { mode: 0o600 });
  console.log(`.dev.vars: added ${missing.map(([name]) => name).join(', ')}`);
}
