/** Helpers for component tests that stand in for the platform. Real-server tests use global-setup. */
export { memberOf, ok, permissionOf, refused, stubPlatform } from './stub-platform';
export type { Handler } from './stub-platform';
export { announcementOf, announcementsValueOf, gameOf, menuCardOf } from './fixtures';
