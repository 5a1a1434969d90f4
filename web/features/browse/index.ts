// The browse feature's public face: all that other features may import from it (npm run lint checks).
export { trainerListKeys, trainerProfileKeys } from './api/query-keys';
