import type { CategoryKey } from '#shared/categories';

/** One saved trainer as /saved-trainers shows it (SPEC 2 Saved trainers card). */
export interface SavedTrainer {
  trainer_id: number;
  slug: string;
  full_name: string;
  headline: string | null;
  profile_image: string | null;
  categories: CategoryKey[];
  min_price: number | null;
  /** As on a trainer card (TrainerCardData). */
  min_price_minutes: number | null;
  is_featured: boolean;
  identity_verified: boolean;
  saved_at: string;
}

export interface SavedTrainersResponse {
  saved: SavedTrainer[];
}

export interface SavedIdsResponse {
  trainer_ids: number[];
}

export interface SaveStateResponse {
  trainer_id: number;
  saved: boolean;
}
