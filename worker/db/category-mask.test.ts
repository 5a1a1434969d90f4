import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS, type CategoryKey } from '#shared/categories';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { categoryBit, categoryMaskSql } from './category-mask';

/**
 * `trainers.category_mask` (kept by the triggers of migration 0019) equals the categories of the
 * trainer's services after every kind of service write, and the migration's SQL is the SQL
 * category-mask.ts derives from CATEGORY_KEYS.
 */
const db = env.DB;

async function maskOf(trainerId: number): Promise<number> {
  const row = await db
    .prepare('SELECT category_mask AS mask FROM trainers WHERE id = ?')
    .bind(trainerId)
    .first<{ mask: number }>();
  return row?.mask ?? -1;
}

async function categoriesOf(trainerId: number): Promise<CategoryKey[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT category FROM services WHERE trainer_id = ?')
    .bind(trainerId)
    .all<{ category: CategoryKey }>();
  return results.map((r) => r.category);
}

const expectedMask = (categories: CategoryKey[]) => categories.reduce((mask, key) => mask | categoryBit(key), 0);

async function expectMaskMatchesServices(trainerId: number, step: string) {
  expect(await maskOf(trainerId), step).toBe(expectedMask(await categoriesOf(trainerId)));
}

describe('trainers.category_mask', () => {
  it('gives every category its own bit, in CATEGORY_KEYS order', () => {
    expect(CATEGORY_KEYS.map(categoryBit)).toEqual(CATEGORY_KEYS.map((_, i) => 2 ** i));
  });

  it('is the SQL the migration runs', () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0019_category_mask'));
    const text = migration?.queries.join('\n') ?? '';
    for (const trainerId of ['NEW.trainer_id', 'OLD.trainer_id', '`trainers`.`id`']) {
      expect(text).toContain(categoryMaskSql(trainerId));
    }
  });

  it('follows every service write: insert, second service, category change, move, delete', async () => {
    const a = await createTrainer(await createUser(), {
      services: [{ title: 'Yoga', price: 10, category: 'health_wellness' }],
    });
    const b = await createTrainer(await createUser());
    await expectMaskMatchesServices(a, 'first service');
    expect(await maskOf(b)).toBe(0);

    await db
      .prepare("INSERT INTO services (trainer_id, title, price, category) VALUES (?, 'Sketching', 20, 'creative_arts')")
      .bind(a)
      .run();
    await db
      .prepare("INSERT INTO services (trainer_id, title, price, category) VALUES (?, 'Pilates', 30, 'health_wellness')")
      .bind(a)
      .run();
    await expectMaskMatchesServices(a, 'two categories, one twice');
    expect(await maskOf(a)).toBe(categoryBit('health_wellness') | categoryBit('creative_arts'));

    await db
      .prepare("UPDATE services SET category = 'technology_digital' WHERE trainer_id = ? AND title = 'Sketching'")
      .bind(a)
      .run();
    await expectMaskMatchesServices(a, 'category changed');

    await db.prepare("UPDATE services SET trainer_id = ? WHERE trainer_id = ? AND title = 'Pilates'").bind(b, a).run();
    await expectMaskMatchesServices(a, 'service moved away');
    await expectMaskMatchesServices(b, 'service moved in');

    await db.prepare('DELETE FROM services WHERE trainer_id = ?').bind(a).run();
    expect(await maskOf(a)).toBe(0);
  });
});
