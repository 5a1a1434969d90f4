// The browse feature's public face: all that other features may import from it (npm run lint checks).
export { toFtsQuery } from './fts-query';
export { cardFields, toCard } from './listing-query';
