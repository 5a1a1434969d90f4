import { and, eq, exists, lt, sql } from 'drizzle-orm';
import type {
  MyService,
  MyTrainerProfile,
  ServiceValues,
  UpdateProfileValues,
  UpdateServiceValues,
} from '#shared/api/manage-profile';
import { SERVICE_LIMITS } from '#shared/api/manage-profile';
import { profileCompleteness } from '#shared/profile-completeness';
import { fallbackTrainerSlug, trainerSlugFromName } from '#shared/slugs';
import type { Database } from '#worker/db/client';
import { dbNow } from '#worker/db/clock';
import { insertSelection } from '#worker/db/insert-select';
import { profiles, services, trainers } from '#worker/db/schema';
import { slugCandidates } from '#worker/features/account/index';
import { serviceFields } from '#worker/features/trainer-profile/index';
import { withConstraintErrors } from '#worker/lib/db-errors';

// Ownership is part of each statement's WHERE, never a separate check a concurrent request could slip past.
/** The actor's trainer id, as a subquery (the ownership condition of each statement). */
function myTrainerId(db: Database, actorId: string) {
  return db.select({ id: trainers.id }).from(trainers).where(eq(trainers.userId, actorId));
}

const myServiceFields = { ...serviceFields, version: services.version };

/** The actor's own service with this id (the ownership condition of each service statement). */
function isMyService(db: Database, actorId: string, serviceId: number) {
  return and(eq(services.id, serviceId), eq(services.trainerId, myTrainerId(db, actorId)));
}

export async function loadMyProfile(db: Database, actorId: string): Promise<MyTrainerProfile | null> {
  const [[row], myServices] = await db.batch([
    db
      .select({
        trainer_id: trainers.id,
        slug: trainers.slug,
        status: trainers.status,
        version: trainers.version,
        full_name: profiles.fullName,
        bio: profiles.bio,
        profile_image: profiles.profileImage,
        headline: trainers.headline,
        description: trainers.description,
        website_url: trainers.websiteUrl,
        instagram_url: trainers.instagramUrl,
        tiktok_url: trainers.tiktokUrl,
        snapchat_url: trainers.snapchatUrl,
        whatsapp_number: trainers.whatsappNumber,
        updated_at: trainers.updatedAt,
        service_count: trainers.serviceCount,
      })
      .from(trainers)
      .innerJoin(profiles, eq(profiles.id, trainers.userId))
      .where(eq(trainers.userId, actorId)),
    db
      .select(myServiceFields)
      .from(services)
      .innerJoin(trainers, eq(trainers.id, services.trainerId))
      .where(eq(trainers.userId, actorId))
      .orderBy(services.id),
  ]);
  if (!row) return null;
  const { service_count, ...fields } = row;
  return { ...fields, services: myServices, completeness: profileCompleteness(row) };
}

/** Slugs to try (SPEC 7): the name's own, then the current one if it still fits the name (no churn), then id fallbacks. */
export function saveSlugCandidates(fullName: string, userId: string, currentSlug: string): string[] {
  const fromName = trainerSlugFromName(fullName);
  const [first, ...fallbacks] = slugCandidates(fullName, userId);
  const keepCurrent =
    (fromName !== '' && new RegExp(`^${fromName}-\\d+$`).test(currentSlug)) ||
    currentSlug === fallbackTrainerSlug(userId) ||
    fallbacks.includes(currentSlug);
  return [...new Set([first, keepCurrent ? currentSlug : undefined, ...fallbacks].filter((s): s is string => !!s))];
}

export type UpdateProfileResult = { kind: 'updated'; profile: MyTrainerProfile } | { kind: 'no_trainer' | 'stale' };

/** Saves only if the trainer is still at `values.version` (else 'stale'); both statements carry the check, in one transaction. */
export async function updateMyProfile(
  db: Database,
  actorId: string,
  values: UpdateProfileValues,
): Promise<UpdateProfileResult> {
  const current = await db
    .select({ slug: trainers.slug, version: trainers.version })
    .from(trainers)
    .where(eq(trainers.userId, actorId))
    .get();
  if (!current) return { kind: 'no_trainer' };
  // No early return on a version mismatch here: the guarded statements below are the one check.

  for (const slug of saveSlugCandidates(values.full_name, actorId, current.slug)) {
    const outcome = await withConstraintErrors(
      async () => {
        const atVersion = and(eq(trainers.userId, actorId), eq(trainers.version, values.version));
        const [, trainer] = await db.batch([
          db
            .update(profiles)
            .set({ fullName: values.full_name, bio: values.bio })
            .where(
              and(eq(profiles.id, actorId), exists(db.select({ id: trainers.id }).from(trainers).where(atVersion))),
            ),
          db
            .update(trainers)
            .set({
              slug,
              headline: values.headline,
              description: values.description,
              websiteUrl: values.website_url,
              instagramUrl: values.instagram_url,
              tiktokUrl: values.tiktok_url,
              snapchatUrl: values.snapchat_url,
              whatsappNumber: values.whatsapp_number,
              version: sql`${trainers.version} + 1`,
              updatedAt: dbNow,
            })
            .where(atVersion),
        ]);
        return (trainer?.meta.changes ?? 0) > 0 ? ('written' as const) : ('stale' as const);
      },
      // The slug is the only unique column written: another trainer holds it (now or as an old slug).
      { onUnique: () => 'slug_taken' as const },
    );
    if (outcome === 'slug_taken') continue;
    const profile = await loadMyProfile(db, actorId);
    if (!profile) return { kind: 'no_trainer' };
    if (outcome === 'stale') return { kind: 'stale' };
    return { kind: 'updated', profile };
  }
  throw new Error(`No free slug for user ${actorId}`);
}

export type CreateServiceResult = { kind: 'created'; service: MyService } | { kind: 'no_trainer' | 'limit' };

function serviceColumns(values: ServiceValues) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    price: values.price,
    currency: values.currency,
    durationMinutes: values.duration_minutes,
    bookable: values.bookable,
  };
}

/** Adds a service to the actor's trainer record, up to the per-trainer limit (one statement). */
export async function createMyService(
  db: Database,
  actorId: string,
  values: ServiceValues,
): Promise<CreateServiceResult> {
  const service = await withConstraintErrors(() =>
    db
      .insert(services)
      .select((qb) =>
        qb
          .select(insertSelection(services, { trainerId: trainers.id, ...serviceColumns(values) }))
          .from(trainers)
          .where(and(eq(trainers.userId, actorId), lt(trainers.serviceCount, SERVICE_LIMITS.perTrainer))),
      )
      .returning(myServiceFields)
      .get(),
  );
  if (service) return { kind: 'created', service };
  return (await hasTrainer(db, actorId)) ? { kind: 'limit' } : { kind: 'no_trainer' };
}

export type UpdateServiceResult =
  | { kind: 'updated'; service: MyService }
  /** Saved since the editor loaded it: nothing written; `service` is what is saved now. */
  | { kind: 'stale'; service: MyService }
  /** No such service of the actor's (removed, or someone else's: both are "not found"). */
  | { kind: 'not_found' };

/** The version check is part of the UPDATE's WHERE, so of two saves from one version only one matches. */
export async function updateMyService(
  db: Database,
  actorId: string,
  serviceId: number,
  values: UpdateServiceValues,
): Promise<UpdateServiceResult> {
  const service = await withConstraintErrors(() =>
    db
      .update(services)
      .set({ ...serviceColumns(values), version: sql`${services.version} + 1` })
      .where(and(isMyService(db, actorId, serviceId), eq(services.version, values.version)))
      .returning(myServiceFields)
      .get(),
  );
  if (service) return { kind: 'updated', service };
  const current = await db
    .select(myServiceFields)
    .from(services)
    .where(isMyService(db, actorId, serviceId))
    .get();
  return current ? { kind: 'stale', service: current } : { kind: 'not_found' };
}

/** False when the service does not exist (already removed) or belongs to someone else. */
export async function deleteMyService(db: Database, actorId: string, serviceId: number): Promise<boolean> {
  const result = await db.delete(services).where(isMyService(db, actorId, serviceId));
  return result.meta.changes > 0;
}

export async function hasTrainer(db: Database, actorId: string): Promise<boolean> {
  return Boolean(await myTrainerId(db, actorId).get());
}

/** Points the actor's profile at a stored photo; false when the actor has no trainer record. */
export async function setMyProfileImage(db: Database, actorId: string, url: string): Promise<boolean> {
  const result = await db
    .update(profiles)
    .set({ profileImage: url })
    .where(and(eq(profiles.id, actorId), exists(myTrainerId(db, actorId))));
  return result.meta.changes > 0;
}
