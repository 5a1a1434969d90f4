/** Top navigation and footer links, exactly as SPEC section 2 "Navigation and footer". */
export const MAIN_NAV_LINKS = [
  { to: '/trainers', label: 'Find Trainers' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

export const FOOTER_LINKS = [
  { to: '/trainers', label: 'Find Trainers' },
  { to: '/blog', label: 'Blog & Resources' },
  { to: '/faq', label: 'FAQ' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
] as const;
