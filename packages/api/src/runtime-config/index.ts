export { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';
export type { RuntimeConfig } from './runtime-config';
