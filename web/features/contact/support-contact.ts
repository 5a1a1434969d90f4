/** The support details the contact page shows (SPEC 2 Contact); only the web uses them. */
export const SUPPORT_CONTACT = {
  email: 'support@trainerhub.example',
  phone: '+1 (415) 555-0134',
  address: '548 Market Street, Suite 400, San Francisco, CA 94104',
} as const;
