import { withConstraintErrors } from '../../lib/db-errors';
import type { MyTrainerProfile, ServiceValues, UpdateProfileValues } from '../../shared/api/manage-profile';
import { SERVICE_LIMITS } from '../../shared/api/manage-profile';
import type { TrainerService } from '../../shared/api/trainers';
import { profileCompleteness } from '../../shared/profile-completeness';
import { fallbackTrainerSlug, trainerSlugFromName } from '../../shared/slugs';
import { slugCandidates } from '../account/my-trainer.repository';

/**
 * The signed-in trainer's own profile, services and photo. Every function takes the acting user's
 * id and only ever reads or writes rows of that user's trainer record: ownership is part of each
 * statement's WHERE, never a separate check that a concurrent request could slip past.
 */

const SERVICE_COLUMNS = 's.id, s.title, s.description, s.category, s.price, s.currency, s.duration_minutes';

type ProfileRow = Omit<MyTrainerProfile, 'services' | 'completeness'> & { service_count: number };

export async function loadMyProfile(db: D1Database, actorId: string): Promise<MyTrainerProfile | null> {
  const [profile, services] = await db.batch([
    db
      .prepare(
        `SELECT t.id AS trainer_id, t.slug, t.status, t.version, p.full_name, p.bio, p.profile_image, t.headline,
           t.description, t.website_url, t.instagram_url, t.tiktok_url, t.snapchat_url, t.whatsapp_number,
           t.updated_at, t.service_count
         FROM trainers t JOIN profiles p ON p.id = t.user_id
         WHERE t.user_id = ?`,
      )
      .bind(actorId),
    db
      .prepare(
        `SELECT ${SERVICE_COLUMNS} FROM services s JOIN trainers t ON t.id = s.trainer_id
         WHERE t.user_id = ? ORDER BY s.id`,
      )
      .bind(actorId),
  ]);
  const row = profile?.results[0] as ProfileRow | undefined;
  if (!row) return null;
  const { service_count, ...fields } = row;
  return {
    ...fields,
    services: (services?.results ?? []) as TrainerService[],
    completeness: profileCompleteness(row),
  };
}

/**
 * Slugs to try when saving (SPEC 7: regenerated from the full name). The name's own slug first;
 * then the current slug if it already stands for this name (a numbered variant such as
 * `sam-lee-2`) or is an id fallback, so re-saving never churns a slug; then the id fallbacks.
 */
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

/**
 * Saves the Profile & Contact form if the trainer is still at `values.version`; otherwise writes
 * nothing ('stale'). Both statements carry the version check and run in one transaction (the
 * profile row is updated first, while the trainer row still has the old version).
 */
export async function updateMyProfile(
  db: D1Database,
  actorId: string,
  values: UpdateProfileValues,
): Promise<UpdateProfileResult> {
  const current = await db
    .prepare('SELECT slug, version FROM trainers WHERE user_id = ?')
    .bind(actorId)
    .first<{ slug: string; version: number }>();
  if (!current) return { kind: 'no_trainer' };
  // No early return on a version mismatch here: the guarded statements below are the one check.

  for (const slug of saveSlugCandidates(values.full_name, actorId, current.slug)) {
    const outcome = await withConstraintErrors(
      async () => {
        const [, trainer] = await db.batch([
          db
            .prepare(
              `UPDATE profiles SET full_name = ?, bio = ?
               WHERE id = ? AND EXISTS (SELECT 1 FROM trainers WHERE user_id = ? AND version = ?)`,
            )
            .bind(values.full_name, values.bio, actorId, actorId, values.version),
          db
            .prepare(
              `UPDATE trainers SET slug = ?, headline = ?, description = ?, website_url = ?, instagram_url = ?,
                 tiktok_url = ?, snapchat_url = ?, whatsapp_number = ?, version = version + 1,
                 updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
               WHERE user_id = ? AND version = ?`,
            )
            .bind(
              slug,
              values.headline,
              values.description,
              values.website_url,
              values.instagram_url,
              values.tiktok_url,
              values.snapchat_url,
              values.whatsapp_number,
              actorId,
              values.version,
            ),
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

export type CreateServiceResult = { kind: 'created'; service: TrainerService } | { kind: 'no_trainer' | 'limit' };

/** Adds a service to the actor's trainer record, up to the per-trainer limit (one statement). */
export async function createMyService(
  db: D1Database,
  actorId: string,
  values: ServiceValues,
): Promise<CreateServiceResult> {
  const service = await withConstraintErrors(() =>
    db
      .prepare(
        `INSERT INTO services (trainer_id, title, description, category, price, currency, duration_minutes)
         SELECT t.id, ?, ?, ?, ?, ?, ? FROM trainers t WHERE t.user_id = ? AND t.service_count < ?
         RETURNING id, title, description, category, price, currency, duration_minutes`,
      )
      .bind(
        values.title,
        values.description,
        values.category,
        values.price,
        values.currency,
        values.duration_minutes,
        actorId,
        SERVICE_LIMITS.perTrainer,
      )
      .first<TrainerService>(),
  );
  if (service) return { kind: 'created', service };
  return (await hasTrainer(db, actorId)) ? { kind: 'limit' } : { kind: 'no_trainer' };
}

/** Null when the service does not exist or belongs to someone else (both are "not found"). */
export async function updateMyService(
  db: D1Database,
  actorId: string,
  serviceId: number,
  values: ServiceValues,
): Promise<TrainerService | null> {
  return withConstraintErrors(() =>
    db
      .prepare(
        `UPDATE services SET title = ?, description = ?, category = ?, price = ?, currency = ?, duration_minutes = ?
         WHERE id = ? AND trainer_id = (SELECT id FROM trainers WHERE user_id = ?)
         RETURNING id, title, description, category, price, currency, duration_minutes`,
      )
      .bind(
        values.title,
        values.description,
        values.category,
        values.price,
        values.currency,
        values.duration_minutes,
        serviceId,
        actorId,
      )
      .first<TrainerService>(),
  );
}

/** False when the service does not exist or belongs to someone else. */
export async function deleteMyService(db: D1Database, actorId: string, serviceId: number): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM services WHERE id = ? AND trainer_id = (SELECT id FROM trainers WHERE user_id = ?)')
    .bind(serviceId, actorId)
    .run();
  return result.meta.changes > 0;
}

export async function hasTrainer(db: D1Database, actorId: string): Promise<boolean> {
  return Boolean(await db.prepare('SELECT 1 AS ok FROM trainers WHERE user_id = ?').bind(actorId).first());
}

/** Points the actor's profile at a stored photo; false when the actor has no trainer record. */
export async function setMyProfileImage(db: D1Database, actorId: string, url: string): Promise<boolean> {
  const result = await db
    .prepare('UPDATE profiles SET profile_image = ? WHERE id = ? AND EXISTS (SELECT 1 FROM trainers WHERE user_id = ?)')
    .bind(url, actorId, actorId)
    .run();
  return result.meta.changes > 0;
}
