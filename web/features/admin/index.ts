// The admin feature's public face: all that other features may import from it (npm run lint checks).
export { adminContentKeys, adminKeys } from './api/query-keys';
