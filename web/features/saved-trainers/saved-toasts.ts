/** SPEC 8 toasts about saved trainers; the worker never sends these, so they live with the screens. */
export const SAVED_TOASTS = {
  signInToSave: 'Please sign in to save trainers.',
  saved: 'Trainer saved to favorites',
  removed: 'Trainer removed from favorites',
  failed: 'Failed to update favorites',
  signInToView: 'Please sign in to view saved trainers',
  loadFailed: 'Failed to load saved trainers',
  removeFailed: 'Failed to remove trainer',
} as const;
