/** The one endpoint past the API's 64 KB body limit (its own is 2 MB), let through without loading the profile routes. */
export const PHOTO_UPLOAD = { method: 'PUT', path: '/api/me/trainer/photo' } as const;
