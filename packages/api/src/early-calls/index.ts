export { EARLY_CALL_MAX_AGE_MS, earlyFetch, forgetEarlyCalls, startEarlyCall } from './early-calls';
// The routes a boot entry starts, straight from their modules: the wire index would bring every
// area's routes into the boot chunk.
export { announcementsCalls } from '../wire/announcements-calls';
export { gamesCalls } from '../wire/games-calls';
export { systemCalls } from '../wire/system-calls';
