import type { VerificationField } from '#shared/api/admin';

/** The badges an admin switches per trainer, as the table's columns (in this order). */
export const VERIFICATION_TOGGLES: readonly { field: VerificationField; label: string }[] = [
  { field: 'email_verified', label: 'Email' },
  { field: 'identity_verified', label: 'Identity' },
  { field: 'is_featured', label: 'Featured' },
];
