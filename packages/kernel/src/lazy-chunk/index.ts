export {
  ChunkError,
  ChunkTimeoutError,
  lazyGroup,
  preloadLandingGroups,
  withLandingPage,
  withTimeout,
} from './lazy-chunk';
export type { LazyGroupOptions, WithLandingPage } from './lazy-chunk';
