export interface HealthResponse {
  status: 'ok';
  database: 'ok';
}
