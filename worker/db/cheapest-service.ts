import { eq, sql } from 'drizzle-orm';
import { services, trainers } from '#worker/db/schema';

/**
 * The length of a trainer's cheapest service (of several at that price, the first in the index),
 * as a column of a query over `trainers`: what a card's "From $50 / 1 h" is for. Read per row
 * shown, in services_trainer_price_idx order alone (no sort of its own: the plan tests check).
 */
export function cheapestServiceMinutes() {
  return sql<number | null>`(select ${services.durationMinutes} from ${services}
    where ${eq(services.trainerId, trainers.id)} order by ${services.price} limit 1)`.as('min_price_minutes');
}
