export {
  BOOT_FRAME_ID,
  afterPageContent,
  boot,
  holdBootFrame,
  LANDING_WAIT_MS,
  landingReady,
  pageContentShown,
  registerServiceWorker,
  releaseBootFrame,
  removeBootFrame,
  showInBootFrame,
  siteOpenedUnderFrame,
  startApp,
  yieldToBrowser,
} from './boot';
export type { BootContext, BootOptions } from './boot';
