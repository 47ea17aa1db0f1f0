export { NotFoundPage } from './not-found-page';
export { SiteFrame } from './site-frame';
export type { SiteFrameProps } from './site-frame';
