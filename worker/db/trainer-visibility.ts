import { and, eq } from 'drizzle-orm';
import { trainers } from '#worker/db/schema';

// Below the features: profiles, listings, reviews, saved trainers, enquiries and bookings all ask
// it, and a feature's own face would tie them into import circles.

/** A trainer the public may see: approved, and the owner is not banned (SPEC 4 plus bans). */
export const isPublicTrainer = and(eq(trainers.status, 'approved'), eq(trainers.ownerBanned, false));
