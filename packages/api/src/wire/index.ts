export * from './envelope';
export * from './system';
export * from './games';
export type * from './session';
export type * from './member';
export type * from './announcements';
export type * from './winners';
