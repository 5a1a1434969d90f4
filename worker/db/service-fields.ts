import { services } from './schema';

/** A service's columns as the API shows it (`TrainerService`): the public profile and the trainer's own editor. */
export const serviceFields = {
  id: services.id,
  title: services.title,
  description: services.description,
  category: services.category,
  price: services.price,
  currency: services.currency,
  duration_minutes: services.durationMinutes,
};
