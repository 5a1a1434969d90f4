import { sql } from 'drizzle-orm';
import { userBans } from './schema';

/**
 * A ban in force. `is_active = 1` is written as a literal: only then can SQLite use the
 * one-active-ban partial index (`WHERE is_active = 1`), which a bound parameter never matches.
 */
export const isActiveBan = sql`${userBans.isActive} = 1`;
