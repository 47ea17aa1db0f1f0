// What the first paint needs (the frame before sign-in, not found). The signed-in centre has its
// own entry, `./centre`, imported only by the lazily loaded part of app/.
export { NotFoundPage } from './not-found-page';
export { PublicFrame } from './public-frame';
