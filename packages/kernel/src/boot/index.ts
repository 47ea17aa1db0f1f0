export {
  BOOT_FRAME_ID,
  boot,
  bootImage,
  holdBootFrame,
  noteBootImage,
  preloadImage,
  registerServiceWorker,
  releaseBootFrame,
  removeBootFrame,
  showInBootFrame,
  siteOpenedUnderFrame,
  startApp,
} from './boot';
export type { BootContext, BootOptions } from './boot';
