export * from './envelope';
export * from './system';
export type * from './session';
export type * from './member';
