// The platform-settings feature's public face: all that other features may import from it (npm run lint checks).
export { siteStatusKeys } from './api/query-keys';
