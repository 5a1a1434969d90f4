import type { SavedTrainer } from '../../shared/api/saved-trainers';
import { type CategoryKey, isCategoryKey } from '../../shared/categories';

/** Every function takes the acting user: a user only ever reads or changes their own list. */

/** The page's single query: saved approved trainers, newest first, with what the card shows. */
export async function listSavedTrainers(db: D1Database, actorId: string): Promise<SavedTrainer[]> {
  const { results } = await db
    .prepare(
      `SELECT t.id AS trainer_id, t.slug, p.full_name, t.headline, p.profile_image, t.min_price,
         t.is_featured, t.identity_verified, st.created_at AS saved_at,
         (SELECT group_concat(DISTINCT s.category) FROM services s WHERE s.trainer_id = t.id) AS categories
       FROM saved_trainers st
       JOIN trainers t ON t.id = st.trainer_id AND t.status = 'approved' AND t.owner_banned = 0
       JOIN profiles p ON p.id = t.user_id
       WHERE st.user_id = ?
       ORDER BY st.created_at DESC, st.id DESC`,
    )
    .bind(actorId)
    .all<
      Omit<SavedTrainer, 'categories' | 'is_featured' | 'identity_verified'> & {
        categories: string | null;
        is_featured: number;
        identity_verified: number;
      }
    >();
  return results.map((row) => ({
    ...row,
    categories: (row.categories ?? '').split(',').filter(isCategoryKey) as CategoryKey[],
    is_featured: Boolean(row.is_featured),
    identity_verified: Boolean(row.identity_verified),
  }));
}

export async function listSavedTrainerIds(db: D1Database, actorId: string): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT trainer_id FROM saved_trainers WHERE user_id = ? ORDER BY created_at DESC')
    .bind(actorId)
    .all<{ trainer_id: number }>();
  return results.map((r) => r.trainer_id);
}

/** Idempotent: saving a saved trainer changes nothing. Returns false if the trainer is not public. */
export async function saveTrainer(db: D1Database, actorId: string, trainerId: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO saved_trainers (user_id, trainer_id)
       SELECT ?, id FROM trainers WHERE id = ? AND status = 'approved' AND owner_banned = 0
       ON CONFLICT (user_id, trainer_id) DO NOTHING`,
    )
    .bind(actorId, trainerId)
    .run();
  if (result.meta.changes > 0) return true;
  const existing = await db
    .prepare('SELECT 1 AS ok FROM saved_trainers WHERE user_id = ? AND trainer_id = ?')
    .bind(actorId, trainerId)
    .first();
  return Boolean(existing);
}

/** Removing a trainer that is not saved is not an error. */
export async function unsaveTrainer(db: D1Database, actorId: string, trainerId: number): Promise<void> {
  await db.prepare('DELETE FROM saved_trainers WHERE user_id = ? AND trainer_id = ?').bind(actorId, trainerId).run();
}
