// The saved-trainers feature's public face: all that other features may import from it (npm run lint checks).
export { savedTrainerKeys } from './api/query-keys';
export { savedTrainerIdsQuery } from './api/saved-trainers';
