export {
  yieldToBrowser,
  BOOT_FRAME_ID,
  boot,
  holdBootFrame,
  registerServiceWorker,
  releaseBootFrame,
  removeBootFrame,
  showInBootFrame,
  siteOpenedUnderFrame,
  startApp,
} from './boot';
export type { BootContext, BootOptions } from './boot';
