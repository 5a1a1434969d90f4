// The seo feature's public face: all that other features may import from it (npm run lint checks).
export { renderHeadTags } from './head-html';
export type { HeadTags } from './head-tags';
export {
  appScreenHead,
  authHead,
  blogHead,
  blogPostHead,
  browseHead,
  categoryHead,
  faqHead,
  homeHead,
  notFoundHead,
  staticPageHead,
  trainerHead,
} from './head-tags';
export type { PageRoute } from './page-routes';
export { matchPage } from './page-routes';
