/** Marketing figures claimed in SPEC section 1. */
export const MARKETING_STATS = [
  { value: '500+', label: 'Trainers' },
  { value: '10K+', label: 'Students Connected' },
  { value: '85%', label: 'Success Rate' },
  { value: '4.9', label: 'Average Rating' },
] as const;
