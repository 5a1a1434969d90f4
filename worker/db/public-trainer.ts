import { and, eq } from 'drizzle-orm';
import { trainers } from './schema';

/** A trainer the public may see: approved, and the owner is not banned (SPEC 4 plus bans). */
export const isPublicTrainer = and(eq(trainers.status, 'approved'), eq(trainers.ownerBanned, false));
