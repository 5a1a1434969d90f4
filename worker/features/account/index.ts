// The account feature's public face: all that other features may import from it (npm run lint checks).
export { slugCandidates } from './my-trainer.repository';
