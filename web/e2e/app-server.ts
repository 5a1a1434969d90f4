/**
 * The app this test file runs against: each vitest worker has a server and a database of its own
 * (worker/scripts/e2e-global-setup.ts), so e2e files run side by side without seeing each other's
 * writes. VITEST_POOL_ID numbers the workers from 1.
 */
import { inject } from 'vitest';

const servers = inject('e2eServers');
const server = servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length];
if (!server) throw new Error('the e2e global set-up started no server');

export const { baseURL, persistTo } = server;
