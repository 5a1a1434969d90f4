/**
 * The one endpoint that takes more than the API's 64 KB body limit (it applies its own 2 MB one):
 * the API's set-up (worker/app.ts) lets it through without loading the profile routes.
 */
export const PHOTO_UPLOAD = { method: 'PUT', path: '/api/me/trainer/photo' } as const;
