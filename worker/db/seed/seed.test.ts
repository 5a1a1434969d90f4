import { describe, expect, it } from 'vitest';
import { weeklyHoursSchema } from '#shared/api/bookings';
import { demoAvailability, generateMarketplaceRows, generateSeedSql } from './generate-seed';

/** The seed as `npm start` writes it, at the size the e2e tests and the local app use. */
const options = {
  approvedTrainers: 600,
  pendingTrainers: 20,
  rejectedTrainers: 10,
  learners: 200,
  passwordHash: 'x',
  now: new Date('2026-11-01T00:00:00Z'),
};

describe('the seed', () => {
  const { trainers, services, reviews } = generateMarketplaceRows(options);

  it('never gives one trainer the same service twice', () => {
    const offered = services.map((service) => `${service.trainer_id} ${service.title}`);
    expect(offered.length).toBeGreaterThan(1000);
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('charges $0 only for a service named as a free intro', () => {
    const free = services.filter((service) => service.price === 0);
    expect(free.length).toBeGreaterThan(0);
    for (const service of free) expect(String(service.title)).toMatch(/^Free Intro: /);
  });

  it('gives every featured approved trainer reviews', () => {
    const reviewed = new Set(reviews.map((review) => review.trainer_id));
    const featured = trainers.filter((trainer) => trainer.is_featured && trainer.status === 'approved');
    expect(featured.length).toBeGreaterThan(10);
    for (const trainer of featured) expect(reviewed.has(trainer.id), String(trainer.slug)).toBe(true);
  });

  it('lets learners request sessions of the demo trainer only, on hours the booking schema accepts', () => {
    const bookable = services.filter((service) => service.bookable);
    expect(bookable.length).toBe(3);
    expect(new Set(bookable.map((service) => service.trainer_id)).size).toBe(1);
    const weekly = weeklyHoursSchema.parse(JSON.parse(String(demoAvailability(1).weekly)));
    expect(weekly.monday).toEqual([{ start: '09:00', end: '17:00' }]);
  });

  it('is the same every time (a deterministic random source)', () => {
    expect(generateSeedSql(options)).toBe(generateSeedSql(options));
  });
});
