// The bookings feature's public face: all that other features may import from it (npm run lint checks).
/** The Availability tab of /manage-profile, loaded when first opened (or hovered). */
export const loadAvailabilityEditor = () => import('./AvailabilityEditor');
export { MySessions } from './MySessions';
export { RequestSessionButton } from './RequestSessionButton';
export { TrainerSessions } from './TrainerSessions';
