export { onDeviceIn } from './device-time';
export { createAppTestKit, makeBaseStore } from './render';
export type { TestApp, TestSetup } from './render';
