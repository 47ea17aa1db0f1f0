export {
  BOOT_FRAME_ID,
  boot,
  bootImage,
  noteBootImage,
  preloadImage,
  registerServiceWorker,
  removeBootFrame,
} from './boot';
export type { BootContext, BootOptions } from './boot';
