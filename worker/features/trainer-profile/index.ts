// The trainer-profile feature's public face: all that other features may import from it (npm run lint checks).
export { isApprovedTrainer, serviceFields } from './trainer-profile.repository';
