export { ChunkError, ChunkTimeoutError, lazyGroup, withTimeout } from './lazy-chunk';
export type { LazyGroupOptions } from './lazy-chunk';
