/** Effective date of the privacy policy and terms (SPEC section 1). */
export const LEGAL_EFFECTIVE_DATE = 'October 27, 2025';
