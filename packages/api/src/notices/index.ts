export {
  RECONNECT_FIRST_MS,
  RECONNECT_MAX_MS,
  connectNotices,
  reconnectDelay,
} from './connect-notices';
export type {
  ConnectNoticesOptions,
  NoticesSocket,
  NoticesSocketConstructor,
  NoticesState,
} from './connect-notices';
export { noticesSocketUrl } from './notices-url';
export { useLiveNotices } from './use-live-notices';
export type { LiveNoticesOptions } from './use-live-notices';
export type { Notice, NoticeType } from '../wire/notices';
