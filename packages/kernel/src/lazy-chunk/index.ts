export {
  ChunkError,
  ChunkTimeoutError,
  lazyGroup,
  preloadLandingGroups,
  withTimeout,
} from './lazy-chunk';
export type { LazyGroupOptions } from './lazy-chunk';
