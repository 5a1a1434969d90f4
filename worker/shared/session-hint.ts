// A secret-free cookie readable by the app, so it asks /api/auth/refresh only when signed in (decision 030).
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
export const SIGNED_IN_HINT_VALUE = '1';
