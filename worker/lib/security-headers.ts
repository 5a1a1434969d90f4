import { secureHeaders } from 'hono/secure-headers';

/** For answers never rendered as a page, so the CSP forbids everything; pages get theirs from web/public/_headers. */
export const nonPageSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: 'same-origin',
  // Same policy as the pages (web/public/_headers); the e2e shell test compares the two.
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});
