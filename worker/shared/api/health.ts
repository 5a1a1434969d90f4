/** GET /api/health: 200 while D1 answers. */
export interface HealthResponse {
  status: 'ok';
  database: 'ok';
}

/**
 * GET /api/health when D1 does not answer (down, or slower than the request's statement timeout):
 * 503 with `Retry-After`, the uniform error (with its reference) and the same two fields.
 */
export interface HealthUnavailableResponse {
  status: 'unavailable';
  database: 'unavailable';
  error: { code: 'database_unavailable'; message: string; reference: string };
}
