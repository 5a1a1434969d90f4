import type { CategoryKey } from '../categories';

/** One saved trainer as /saved-trainers shows it (SPEC 2 Saved trainers card). */
export interface SavedTrainer {
  trainer_id: number;
  slug: string;
  full_name: string;
  headline: string | null;
  profile_image: string | null;
  categories: CategoryKey[];
  min_price: number | null;
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

export const SAVED_MESSAGES = {
  signInToSave: 'Please sign in to save trainers.',
  saved: 'Trainer saved to favorites',
  removed: 'Trainer removed from favorites',
  failed: 'Failed to update favorites',
  signInToView: 'Please sign in to view saved trainers',
  loadFailed: 'Failed to load saved trainers',
  removeFailed: 'Failed to remove trainer',
} as const;
