/** Value sets shared by the database constraints, the API validators and the web forms. */
export const TRAINER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TrainerStatus = (typeof TRAINER_STATUSES)[number];

export const REVIEW_FLAG_STATUSES = ['pending', 'resolved_approved', 'resolved_removed'] as const;
export type ReviewFlagStatus = (typeof REVIEW_FLAG_STATUSES)[number];

export const SOCIAL_PLATFORMS = ['website', 'instagram', 'tiktok', 'snapchat', 'whatsapp'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const ROLES = ['admin'] as const;
export type Role = (typeof ROLES)[number];

/** SPEC 9: the headline a new trainer profile starts with, and the fallback when one is blank. */
export const DEFAULT_TRAINER_HEADLINE = 'Professional Trainer';
/** SPEC 7: the description a new trainer profile starts with (the completeness score treats it as unset). */
export const DEFAULT_TRAINER_DESCRIPTION = 'Add your description here';
