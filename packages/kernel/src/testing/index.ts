export { createAppTestKit, makeBaseStore } from './render';
export type { TestApp, TestSetup } from './render';
