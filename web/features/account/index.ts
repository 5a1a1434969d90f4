// The account feature's public face: all that other features may import from it (npm run lint checks).
export { invalidateAfterTrainerSave } from './api/invalidate-public-trainer';
export { accountKeys, meKeys, myTrainerKeys } from './api/query-keys';
