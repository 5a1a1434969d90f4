// The browse feature's public face: all that other features may import from it (npm run lint checks).
export { toFtsQuery } from './fts-query';
export { cardFields, cheapestServiceMinutes, toCard } from './listing-query.repository';
