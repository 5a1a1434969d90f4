import { eq } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { profiles } from '#worker/db/schema';

/** Whether any profile shows the photo at this URL (keys are content hashes: profiles can share one). */
export async function isPhotoLinked(db: Database, url: string): Promise<boolean> {
  const linked = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.profileImage, url)).get();
  return linked !== undefined;
}
